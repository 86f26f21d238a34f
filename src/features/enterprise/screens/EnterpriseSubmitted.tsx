import { ResultPage } from '@/components/ResultPage';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { StatusLine } from '../components/StatusLine';
import { pageHref } from '../pages';

/**
 * /enterpriseRegistration/over: the application is submitted and under review — the status member.status
 * reports, the company and when it was sent. Once reviewed it offers the result; before it was sent,
 * the way back to the form.
 */
export default function EnterpriseSubmitted() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/enterpriseRegistration/over');
  return (
    <EnterpriseGate title={(page) => (page === 'submitted' ? title : t('enterprise.result.header'))} pages={['form', 'stepTwo', 'submitted', 'result']}>
      {({ member, registration }, page) => (
        <>
          <EnterpriseSteps current={2} />
          <ResultPage
            status={page === 'result' ? 'success' : 'waiting'}
            title={page === 'submitted' ? t('enterprise.submitted.title') : t(`enterprise.status.${member.enterpriseStatus}`)}
            description={page === 'submitted' ? t('enterprise.submitted.description') : undefined}
            primary={
              page === 'result'
                ? { label: t('enterprise.submitted.viewResult'), onClick: () => void navigate(pageHref('result')) }
                : page === 'form' || page === 'stepTwo'
                  ? { label: t('enterprise.submitted.continue'), onClick: () => void navigate(pageHref(page)) }
                  : undefined
            }
            secondary={{ label: t('enterprise.submitted.backMine'), onClick: () => void navigate(href('/mine')) }}
          >
            <StatusLine status={member.enterpriseStatus} />
            {registration.basic && <p>{t('enterprise.submitted.company', { name: registration.basic.companyName })}</p>}
            {registration.submitTime && <p>{t('enterprise.submitted.submitTime', { time: registration.submitTime })}</p>}
          </ResultPage>
        </>
      )}
    </EnterpriseGate>
  );
}
