import { Button } from 'antd-mobile';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';

/**
 * A step reached without the proof of the step before (a reload, an expired or used proof): it says so
 * and leads back to the flow's start to verify again.
 */
export function VerifyFirst({ onVerify }: { onVerify: () => void }) {
  const t = useT();
  return (
    <StatusBlock status="empty" title={t('security.verify.required')}>
      <Button color="primary" shape="rounded" onClick={onVerify}>
        {t('security.verify.toVerify')}
      </Button>
    </StatusBlock>
  );
}
