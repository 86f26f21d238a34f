import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { compareDecimal } from '@/domain';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { openOutsidePage } from '@/lib/native';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { currentRuntimeConfig } from '@/lib/runtimeConfig';
import { showErrorBanner } from '@/lib/ui';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { financeHome } from '../queries';
import { Section } from '@/components/Card';
import { LoadState, StatusTag } from '../components/ui';
import '../components/finance.css';

/**
 * /myFinance/home: the buyer's credit line — limit, used, available, loan balance — where the latest
 * application stands (with the reason when it was not approved), the partner's page and the ways on:
 * draw down while credit is available, apply while none is under review, the loans and the history.
 *
 * The partner's page is the deployment's (/app-config.json financePartnerUrl, product-spec §9); the
 * partnerUrl of the buyer's profile only when the deployment names none. It opens beside the app: a new
 * native view in the app, a new tab in a browser.
 */
export default function FinanceHome() {
  const t = useT();
  const title = useRouteTitle('/myFinance/home');
  const navigate = useNavigate();
  const home = useQuery(financeHome());
  const data = home.data;
  const partnerUrl = currentRuntimeConfig()?.financePartnerUrl ?? data?.partnerUrl;

  const openPartner = (name: string) => {
    if (!partnerUrl) return;
    openOutsidePage(partnerUrl, name).catch((failure: unknown) => {
      logger().warn('partner page not opened', failure);
      showErrorBanner(t('finance.home.partnerFailed', { message: errorText(failure) }));
    });
  };

  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>
        {data && (
          <>
            <section className="fin-hero" aria-label={t('finance.home.available')}>
              <p className="fin-hero__label">{t('finance.home.available')}</p>
              <p className="fin-hero__amount">{money(data.availableAmount)}</p>
              <dl className="fin-hero__grid">
                <div>
                  <dt>{t('finance.home.creditLimit')}</dt>
                  <dd>{money(data.creditLimit)}</dd>
                </div>
                <div>
                  <dt>{t('finance.home.used')}</dt>
                  <dd>{money(data.usedAmount)}</dd>
                </div>
                <div>
                  <dt>{t('finance.home.loanBalance')}</dt>
                  <dd>{money(data.loanBalance)}</dd>
                </div>
              </dl>
            </section>
            <Section
              title={t('finance.home.statusHeading')}
              extra={<StatusTag status={data.applyStatus} text={t(`finance.applyStatus.${data.applyStatus}`)} />}
            >
              {data.applyStatus === 'rejected' && data.rejectReason && (
                <p className="fin-text">{t('finance.home.rejectReason', { reason: data.rejectReason })}</p>
              )}
              {compareDecimal(data.creditLimit, '0') <= 0 && <p className="app-card__line">{t('finance.home.noCredit')}</p>}
            </Section>
            {data.partnerName && (
              <Section title={t('finance.home.partner')}>
                <p className="fin-text fin-partner">{data.partnerName}</p>
                {partnerUrl && (
                  <Button block fill="outline" color="primary" onClick={() => openPartner(data.partnerName ?? '')}>
                    {t('finance.home.openPartner', { name: data.partnerName })}
                  </Button>
                )}
              </Section>
            )}
            <div className="fin-actions">
              {compareDecimal(data.availableAmount, '0') > 0 && (
                <Button block color="primary" size="large" onClick={() => void navigate(href('/myFinance/distract'))}>
                  {t('finance.home.drawdown')}
                </Button>
              )}
              {data.applyStatus !== 'reviewing' && (
                <Button block size="large" onClick={() => void navigate(href('/financing/applay'))}>
                  {t('finance.home.apply')}
                </Button>
              )}
              <Button block size="large" onClick={() => void navigate(href('/myFinance/loan'))}>
                {t('finance.home.loans')}
              </Button>
              <Button block size="large" onClick={() => void navigate(href('/myFinance/historyRecord'))}>
                {t('finance.home.history')}
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
