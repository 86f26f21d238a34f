import { useT } from '@/lib/i18n';
import type { MemberStatus } from '../api';

/** 审核状态：… — the member's enterprise status as member.status answers it. */
export function StatusLine({ status }: { status: MemberStatus['enterpriseStatus'] }) {
  const t = useT();
  return (
    <p className="ent-status-line">
      {t('enterprise.status.lineLabel')}
      <span className={`ent-status ent-status--${status}`} data-testid="enterprise-status">
        {t(`enterprise.status.${status}`)}
      </span>
    </p>
  );
}
