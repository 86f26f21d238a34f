import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { useCan } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeHome } from '../queries';
import { Row, Section } from '@/components/Card';
import { LoadState } from '../components/ui';
import '../components/finance.css';

/**
 * /financing: the financing partner's offer — what the product is, its limit, rate, term and payout, how
 * to apply — and the way to apply. While an application is under review the buyer is told so and led to
 * the application records instead (the gateway takes one open application at a time).
 */
export default function Financing() {
  const t = useT();
  const title = useRouteTitle('/financing');
  const navigate = useNavigate();
  const mayApply = useCan(menuButtons.financeApply);
  const home = useQuery(financeHome());
  const data = home.data;

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>
        {data && (
          <>
            <Section title={t('finance.offer.heading')}>
              <p className="fin-text">{t('finance.offer.intro')}</p>
              {data.partnerName && <p className="app-card__line">{t('finance.offer.partner', { name: data.partnerName })}</p>}
            </Section>
            <Section title={t('finance.offer.termsHeading')}>
              <dl className="fin-rows">
                <Row term label={t('finance.offer.limit')}>
                  {t('finance.offer.limitValue')}
                </Row>
                <Row term label={t('finance.offer.rate')}>
                  {t('finance.offer.rateValue')}
                </Row>
                <Row term label={t('finance.offer.term')}>
                  {t('finance.offer.termValue')}
                </Row>
                <Row term label={t('finance.offer.speed')}>
                  {t('finance.offer.speedValue')}
                </Row>
              </dl>
            </Section>
            <Section title={t('finance.offer.stepsHeading')}>
              <ol className="fin-steps">
                <li>{t('finance.offer.step1')}</li>
                <li>{t('finance.offer.step2')}</li>
                <li>{t('finance.offer.step3')}</li>
                <li>{t('finance.offer.step4')}</li>
              </ol>
            </Section>
            {data.applyStatus === 'reviewing' && (
              <p className="fin-notice" role="status">
                {t('finance.offer.reviewing')}
              </p>
            )}
            <div className="fin-actions">
              {data.applyStatus === 'reviewing' ? (
                <Button block color="primary" size="large" onClick={() => void navigate(href('/myFinance/historyRecord'))}>
                  {t('finance.offer.viewRecords')}
                </Button>
              ) : mayApply ? (
                <Button block color="primary" size="large" onClick={() => void navigate(href('/financing/applay'))}>
                  {t('finance.offer.apply')}
                </Button>
              ) : (
                <p className="fin-notice" role="note">
                  {t('permission.financeApply')}
                </p>
              )}
              <Button block size="large" onClick={() => void navigate(href('/myFinance'))}>
                {t('finance.offer.myFinance')}
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
