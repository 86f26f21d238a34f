import { ResultPage, type ResultAction, type ResultStatus } from '@/components/ResultPage';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
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
        const backMine: ResultAction = { label: t('enterprise.submitted.backMine'), onClick: () => void navigate(href('/mine')) };
        let status: ResultStatus = 'success';
        let heading = t('enterprise.result.approvedTitle');
        let text: string | undefined = company ? t('enterprise.result.approvedDescription', { company }) : undefined;
        let primary: ResultAction | undefined;
        if (page === 'submitted') {
          status = 'waiting';
          heading = t('enterprise.result.reviewingTitle');
          text = t('enterprise.submitted.description');
          primary = { label: t('enterprise.result.viewSubmitted'), onClick: () => void navigate(pageHref('submitted')) };
        } else if (page !== 'result' && rejected) {
          status = 'error';
          heading = t('enterprise.result.rejectedTitle');
          text = registration.rejectReason ? t('enterprise.result.rejectReason', { reason: registration.rejectReason }) : t('enterprise.result.noReason');
          primary = { label: t('enterprise.result.resubmit'), onClick: () => void navigate(pageHref('form')) };
        } else if (page !== 'result') {
          // Never applied, or step one saved and step two still to do.
          status = 'info';
          heading = page === 'stepTwo' ? t('enterprise.stepTwo.resume') : t('enterprise.result.noneTitle');
          text = t('enterprise.intro');
          primary = {
            label: page === 'stepTwo' ? t('enterprise.submitted.continue') : t('enterprise.result.start'),
            onClick: () => void navigate(pageHref(page)),
          };
        }
        return (
          <ResultPage status={status} title={heading} description={text} primary={primary ?? backMine} secondary={primary ? backMine : undefined}>
            <StatusLine status={member.enterpriseStatus} />
            <p>{t('enterprise.result.memberType', { type: t(`enterprise.result.${type.memberType}`) })}</p>
            {registration.auditTime && <p>{t('enterprise.result.auditTime', { time: registration.auditTime })}</p>}
          </ResultPage>
        );
      }}
    </EnterpriseGate>
  );
}
