import { Header } from '@/components/Header';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { Row, Section } from '@/components/Card';
import { LoadState, signedAmount, StatusTag } from '../components/ui';
import { billDetail } from '../queries';
import '../components/capital.css';

/**
 * /myCapital/detail?recordId=…: one bill — type, amount in or out, status, the balance after it, the
 * order, contract, counterparty, pay way or card, why it failed, its times; a receive bill opens its ERP
 * receipt (/myCapital/erpReceiveDetail).
 */
export default function CapitalRecordDetail() {
  const t = useT();
  const title = useRouteTitle('/myCapital/detail');
  const { recordId } = useRouteQuery('/myCapital/detail');
  const detail = useQuery(billDetail(recordId));
  const bill = detail.data;
  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <LoadState {...loadStateOf(detail)} failedTitle={t('capital.detail.loadFailed')}>
        {bill && (
          <>
            <section className="app-card cap-amount" aria-label={t(`capital.billType.${bill.billType}`)}>
              <p>{t(`capital.billType.${bill.billType}`)}</p>
              <p className={`cap-amount__value cap-bill__amount--${bill.direction}`}>{signedAmount(bill.amount, bill.direction)}</p>
              <StatusTag status={bill.status} />
            </section>
            <Section title={t('capital.detail.type')}>
              <Row label={t('capital.detail.billNo')}>{bill.billNo}</Row>
              <Row label={t('capital.detail.type')}>{`${t(`capital.billType.${bill.billType}`)} · ${t(`capital.direction.${bill.direction}`)}`}</Row>
              <Row label={t('capital.detail.status')}>{t(`capital.status.${bill.status}`)}</Row>
              {bill.balanceAfter !== undefined && (
                <Row label={t('capital.detail.balanceAfter')}>
                  <Money value={bill.balanceAfter} />
                </Row>
              )}
              {bill.orderNo && <Row label={t('capital.detail.orderNo')}>{bill.orderNo}</Row>}
              {bill.contractNo && <Row label={t('capital.detail.contractNo')}>{bill.contractNo}</Row>}
              {bill.counterpartyName && <Row label={t('capital.detail.counterparty')}>{bill.counterpartyName}</Row>}
              {bill.payWay && <Row label={t('capital.detail.payWay')}>{bill.payWay}</Row>}
              {bill.bankCardNoMasked && <Row label={t('capital.detail.bankCard')}>{bill.bankCardNoMasked}</Row>}
              {bill.failReason && <Row label={t('capital.detail.failReason')}>{bill.failReason}</Row>}
              {bill.remark && <Row label={t('capital.detail.remark')}>{bill.remark}</Row>}
              <Row label={t('capital.detail.createTime')}>{bill.createTime}</Row>
              {bill.finishTime && <Row label={t('capital.detail.finishTime')}>{bill.finishTime}</Row>}
            </Section>
            {bill.erpReceiveId && (
              <Link className="app-card cap-card--link" to={href('/myCapital/erpReceiveDetail', { receiveId: bill.erpReceiveId })}>
                {t('capital.detail.openReceipt')}
              </Link>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
