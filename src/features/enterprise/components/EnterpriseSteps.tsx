import { Steps } from 'antd-mobile';
import { useT } from '@/lib/i18n';

/** Where the buyer is in the upgrade: company, documents and bank, review. */
export function EnterpriseSteps({ current }: { current: 0 | 1 | 2 }) {
  const t = useT();
  return (
    <nav className="ent-steps" aria-label={t('enterprise.steps.label')}>
      <Steps current={current}>
        <Steps.Step title={t('enterprise.steps.basic')} />
        <Steps.Step title={t('enterprise.steps.qualification')} />
        <Steps.Step title={t('enterprise.steps.review')} />
      </Steps>
    </nav>
  );
}
