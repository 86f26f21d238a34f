import Button from 'antd-mobile/es/components/button';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import HandPayCircleOutline from 'antd-mobile-icons/es/HandPayCircleOutline';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import type { ComponentType } from 'react';
import { Section } from '@/components/Card';
import { money } from '@/components/Money';
import { compareDecimal } from '@/domain';
import { errorText } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { type MessageKey, useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { openOutsidePage } from '@/lib/native';
import { Link, type Href } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { currentRuntimeConfig } from '@/lib/runtimeConfig';
import { useCan } from '@/lib/session';
import { showErrorBanner } from '@/lib/ui';
import type { FinanceHomeData } from '../api';
import { StatusTag } from './ui';

interface Entry {
  readonly to: Href;
  readonly text: MessageKey;
  readonly Icon: ComponentType;
}

/**
 * Where the hub's entries lead: each straight to its action. While an application is under review the
 * apply entry shows the offer, which says so (the gateway takes one open application at a time); a buyer
 * whose menu tree leaves applying out has no apply entry.
 */
function entriesOf(home: FinanceHomeData, mayApply: boolean): readonly Entry[] {
  return [
    { to: href('/myFinance/distract'), text: 'finance.home.drawdown', Icon: HandPayCircleOutline },
    ...(mayApply
      ? [{ to: home.applyStatus === 'reviewing' ? href('/financing') : href('/financing/applay'), text: 'finance.home.apply' as const, Icon: EditSOutline }]
      : []),
    { to: href('/myFinance/loan'), text: 'finance.home.loans', Icon: BillOutline },
    { to: href('/myFinance/historyRecord'), text: 'finance.home.history', Icon: ClockCircleOutline },
    { to: href('/financing'), text: 'finance.mine.offer', Icon: InformationCircleOutline },
  ];
}

/**
 * The buyer's financing on one screen (/myFinance and /myFinance/home): the credit line — available,
 * limit, used, loan balance — then the actions as one row of icon entries (draw down, apply, loans,
 * history, the offer), where the latest application stands (with the reason when it was not approved),
 * and the partner's page.
 *
 * The partner's page is the deployment's (/app-config.json financePartnerUrl, product-spec §9); the
 * partnerUrl of the buyer's profile only when the deployment names none. It opens beside the app: a new
 * native view in the app, a new tab in a browser.
 */
export function FinanceHub({ home }: { home: FinanceHomeData }) {
  const t = useT();
  const mayApply = useCan(menuButtons.financeApply);
  const partnerUrl = currentRuntimeConfig()?.financePartnerUrl ?? home.partnerUrl;
  const noCredit = compareDecimal(home.creditLimit, '0') <= 0;

  const openPartner = (name: string) => {
    if (!partnerUrl) return;
    openOutsidePage(partnerUrl, name).catch((failure: unknown) => {
      logger().warn('partner page not opened', failure);
      showErrorBanner(t('finance.home.partnerFailed', { message: errorText(failure) }));
    });
  };

  return (
    <>
      <section className="fin-hero" aria-label={t('finance.home.available')}>
        <p className="fin-hero__label">{t('finance.home.available')}</p>
        <p className="fin-hero__amount">{money(home.availableAmount)}</p>
        <dl className="fin-hero__grid">
          <div>
            <dt>{t('finance.home.creditLimit')}</dt>
            <dd>{money(home.creditLimit)}</dd>
          </div>
          <div>
            <dt>{t('finance.home.used')}</dt>
            <dd>{money(home.usedAmount)}</dd>
          </div>
          <div>
            <dt>{t('finance.home.loanBalance')}</dt>
            <dd>{money(home.loanBalance)}</dd>
          </div>
        </dl>
      </section>
      <nav className="fin-entries" aria-label={t('finance.hub.entries')}>
        <ul className="fin-entries__list">
          {entriesOf(home, mayApply).map(({ to, text, Icon }) => (
            <li key={text}>
              <Link className="fin-entry" to={to}>
                <span className="fin-entry__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="fin-entry__text">{t(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section title={t('finance.mine.statusHeading')} extra={<StatusTag status={home.applyStatus} text={t(`finance.applyStatus.${home.applyStatus}`)} />}>
        {home.applyStatus === 'rejected' && home.rejectReason && <p className="fin-text">{t('finance.home.rejectReason', { reason: home.rejectReason })}</p>}
        {home.applyStatus === 'reviewing' && <p className="app-card__line">{t('finance.offer.reviewing')}</p>}
        {noCredit && home.applyStatus !== 'reviewing' && <p className="app-card__line">{t('finance.home.noCredit')}</p>}
      </Section>
      {home.partnerName && (
        <Section title={t('finance.home.partner')}>
          <p className="fin-text fin-partner">{home.partnerName}</p>
          {partnerUrl && (
            <Button block fill="outline" color="primary" onClick={() => openPartner(home.partnerName ?? '')}>
              {t('finance.home.openPartner', { name: home.partnerName })}
            </Button>
          )}
        </Section>
      )}
    </>
  );
}
