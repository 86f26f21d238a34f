import { Money } from '@/components/Money';
import { useT } from '@/lib/i18n';
import { Link, useRouteQuery } from '@/lib/navigation';
import { nativeBridge } from '@/lib/native';
import { href } from '@/lib/routes';
import { RefundFrame, useOrderRefund } from '../components/RefundHero';
import { Line, Section, useRouteTitle } from '../components/ui';
import '../components/order.css';
import '../components/refund.css';

/** /order/refundDetail: a refund request as sent — number, order, amount, reason, description, photos, times. */
export default function RefundDetail() {
  const t = useT();
  const { orderId, refundId: given } = useRouteQuery('/order/refundDetail');
  const title = useRouteTitle('/order/refundDetail');
  const loaded = useOrderRefund(orderId, given);
  return (
    <RefundFrame title={title} orderId={orderId} loaded={loaded} className="ord-page ord-page--nobar">
      {(refund) => (
        <>
          <Section title={t('refund.progress.detail')}>
            <Line label={t('refund.detail.refundNo')} value={refund.refundNo} />
            <Line label={t('refund.common.orderNo')} value={refund.orderNo} />
            <Line label={t('refund.detail.status')} value={t(`refund.status.${refund.status}`)} />
            <Line label={t('refund.detail.amount')} value={<Money value={refund.amount} />} />
            <Line label={t('refund.detail.reason')} value={refund.reason} />
            {refund.description && <Line label={t('refund.detail.description')} value={refund.description} />}
            <Line label={t('refund.detail.createdAt')} value={refund.createdAt} />
            {refund.rejectReason && <Line label={t('refund.detail.rejectReason')} value={refund.rejectReason} />}
            {refund.refundedAt && <Line label={t('refund.detail.refundedAt')} value={refund.refundedAt} />}
          </Section>
          {refund.images.length > 0 && (
            <Section title={t('refund.detail.photos')}>
              <div className="rf-photos">
                {refund.images.map((image, index) => (
                  <button
                    key={`${index}-${image.slice(-16)}`}
                    type="button"
                    className="rf-photo"
                    aria-label={t('refund.detail.photo', { index: index + 1 })}
                    onClick={() => void nativeBridge().imageTools({ images: [...refund.images], index })}
                  >
                    <img src={image} alt="" />
                  </button>
                ))}
              </div>
            </Section>
          )}
          <nav className="rf-links" aria-label={t('refund.detail.progress')}>
            <Link className="rf-links__item" to={href('/order/refundProgress', { orderId, refundId: refund.refundId })}>
              {t('refund.detail.progress')}
            </Link>
          </nav>
        </>
      )}
    </RefundFrame>
  );
}
