import { Header } from '@/components/Header';
import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { Row, Section } from '@/components/Card';
import { LoadState } from '../components/ui';
import { erpReceipt } from '../queries';
import '../components/capital.css';

/**
 * /myCapital/erpReceiveDetail?receiveId=…: a receipt the seller's ERP booked — amount, seller, date, how
 * it was paid — and the orders and contracts it was allocated to.
 */
export default function ErpReceiveDetail() {
  const t = useT();
  const title = useRouteTitle('/myCapital/erpReceiveDetail');
  const { receiveId } = useRouteQuery('/myCapital/erpReceiveDetail');
  const read = useQuery(erpReceipt(receiveId));
  const receipt = read.data;
  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <LoadState {...loadStateOf(read)} failedTitle={t('capital.receipt.loadFailed')}>
        {receipt && (
          <>
            <section className="app-card cap-amount" aria-label={receipt.sellerName}>
              <p>{receipt.sellerName}</p>
              <p className="cap-amount__value cap-bill__amount--in">
                <Money value={receipt.amount} />
              </p>
            </section>
            <Section title={t('capital.receipt.receiveNo')}>
              <Row label={t('capital.receipt.receiveNo')}>{receipt.receiveNo}</Row>
              <Row label={t('capital.receipt.seller')}>{receipt.sellerName}</Row>
              <Row label={t('capital.receipt.date')}>{receipt.receiveDate}</Row>
              {receipt.payWay && <Row label={t('capital.receipt.payWay')}>{receipt.payWay}</Row>}
              {receipt.bankName && <Row label={t('capital.receipt.bank')}>{receipt.bankName}</Row>}
              {receipt.remark && <Row label={t('capital.receipt.remark')}>{receipt.remark}</Row>}
            </Section>
            <Section title={t('capital.receipt.allocations')}>
              {receipt.allocations.length === 0 ? (
                <p className="cap-muted">{t('capital.receipt.noAllocations')}</p>
              ) : (
                <ul className="cap-allocations">
                  {receipt.allocations.map((a, index) => (
                    <li key={`${a.orderNo ?? ''}-${a.contractNo ?? ''}-${index}`} className="app-row">
                      <span className="app-row__label">
                        {[
                          a.orderNo && t('capital.receipt.order', { orderNo: a.orderNo }),
                          a.contractNo && t('capital.receipt.contract', { contractNo: a.contractNo }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      <span className="app-row__value">
                        <Money value={a.amount} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </>
        )}
      </LoadState>
    </div>
  );
}
