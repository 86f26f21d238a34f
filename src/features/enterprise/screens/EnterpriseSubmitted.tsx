import { Button } from 'antd-mobile';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { ResultIcon } from '../components/ResultIcon';
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
          <section className="ent-result" aria-label={t('enterprise.status.label')}>
            <ResultIcon kind={page === 'result' ? 'done' : 'waiting'} />
            <h2 className="ent-result__title">{page === 'submitted' ? t('enterprise.submitted.title') : t(`enterprise.status.${member.enterpriseStatus}`)}</h2>
            <StatusLine status={member.enterpriseStatus} />
            {page === 'submitted' && <p className="ent-result__text">{t('enterprise.submitted.description')}</p>}
            {registration.basic && <p className="ent-result__detail">{t('enterprise.submitted.company', { name: registration.basic.companyName })}</p>}
            {registration.submitTime && <p className="ent-result__detail">{t('enterprise.submitted.submitTime', { time: registration.submitTime })}</p>}
            <div className="ent-result__actions">
              {page === 'result' && (
                <Button color="primary" block onClick={() => void navigate(pageHref('result'))}>
                  {t('enterprise.submitted.viewResult')}
                </Button>
              )}
              {(page === 'form' || page === 'stepTwo') && (
                <Button color="primary" block onClick={() => void navigate(pageHref(page))}>
                  {t('enterprise.submitted.continue')}
                </Button>
              )}
              <Button block onClick={() => void navigate(href('/mine'))}>
                {t('enterprise.submitted.backMine')}
              </Button>
            </div>
          </section>
        </>
      )}
    </EnterpriseGate>
  );
}
