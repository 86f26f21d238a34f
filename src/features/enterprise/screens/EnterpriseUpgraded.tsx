import { Button } from 'antd-mobile';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { type ResultKind, ResultIcon } from '../components/ResultIcon';
import { StatusLine } from '../components/StatusLine';
import { pageHref } from '../pages';

/**
 * /enterpriseRegistration/over_shenji: the review result. Approved (or already an enterprise buyer): the
 * company and the account type; rejected: the reason and a way to correct and resubmit; still under
 * review or never applied: says so and leads to the right page.
 */
export default function EnterpriseUpgraded() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/enterpriseRegistration/over_shenji');
  return (
    <EnterpriseGate title={(page) => (page === 'result' ? title : t('enterprise.result.header'))} pages={['form', 'stepTwo', 'submitted', 'result']}>
      {({ member, type, registration }, page) => {
        const company = registration.basic?.companyName ?? '';
        const rejected = member.enterpriseStatus === 'rejected' || registration.status === 'rejected';
        let icon: ResultKind = 'done';
        let heading = t('enterprise.result.approvedTitle');
        let text: string | undefined = company ? t('enterprise.result.approvedDescription', { company }) : undefined;
        let action = (
          <Button block onClick={() => void navigate(href('/mine'))}>
            {t('enterprise.submitted.backMine')}
          </Button>
        );
        if (page === 'submitted') {
          icon = 'waiting';
          heading = t('enterprise.result.reviewingTitle');
          text = t('enterprise.submitted.description');
          action = (
            <Button color="primary" block onClick={() => void navigate(pageHref('submitted'))}>
              {t('enterprise.result.viewSubmitted')}
            </Button>
          );
        } else if (page !== 'result' && rejected) {
          icon = 'failed';
          heading = t('enterprise.result.rejectedTitle');
          text = registration.rejectReason ? t('enterprise.result.rejectReason', { reason: registration.rejectReason }) : t('enterprise.result.noReason');
          action = (
            <Button color="primary" block onClick={() => void navigate(pageHref('form'))}>
              {t('enterprise.result.resubmit')}
            </Button>
          );
        } else if (page !== 'result') {
          // Never applied, or step one saved and step two still to do.
          icon = 'start';
          heading = page === 'stepTwo' ? t('enterprise.stepTwo.resume') : t('enterprise.result.noneTitle');
          text = t('enterprise.intro');
          action = (
            <Button color="primary" block onClick={() => void navigate(pageHref(page))}>
              {page === 'stepTwo' ? t('enterprise.submitted.continue') : t('enterprise.result.start')}
            </Button>
          );
        }
        return (
          <section className="ent-result" aria-label={t('enterprise.status.label')}>
            <ResultIcon kind={icon} />
            <h2 className="ent-result__title">{heading}</h2>
            <StatusLine status={member.enterpriseStatus} />
            {text && <p className="ent-result__text">{text}</p>}
            <p className="ent-result__detail">{t('enterprise.result.memberType', { type: t(`enterprise.result.${type.memberType}`) })}</p>
            {registration.auditTime && <p className="ent-result__detail">{t('enterprise.result.auditTime', { time: registration.auditTime })}</p>}
            <div className="ent-result__actions">{action}</div>
          </section>
        );
      }}
    </EnterpriseGate>
  );
}
