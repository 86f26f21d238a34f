import { useState } from 'react';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { useT } from '@/lib/i18n';
import { useLocation, useRouteQuery } from '@/lib/navigation';
import { ConcreteForm } from '../components/ConcreteForm';
import { ConcreteUnavailable } from '../components/ConcreteUnavailable';
import { useRouteTitle } from '../components/ui';
import { useConcreteOffer } from '../components/useConcreteOffer';
import { concreteDraftName } from '../concreteForm';
import '../components/order.css';

/**
 * /concrete/order?goodsId&contractId: the concrete order form — grade (the goods' varieties, or the
 * contract's concrete goods at the contract price), slump, pumping and other services (the add-on rules),
 * volume on the unit's grid (within the contract's surplus), pour date and slot, site address. It hands
 * one buy-now line to the confirm page (/v2/order) with the address, the pour time and the slump (in the
 * buyer's memo) already filled in; bad input shows what to fix and hands nothing over.
 */
export default function ConcreteOrder() {
  const t = useT();
  const location = useLocation();
  const { goodsId, contractId } = useRouteQuery('/concrete/order');
  const title = useRouteTitle('/concrete/order');
  const returnTo = `${location.pathname}${location.search}`;
  const [now] = useState(() => Date.now());
  const offerRead = useConcreteOffer(goodsId, contractId);
  const offer = offerRead.offer;

  if (!offer || offer.grades.length === 0) {
    return (
      <div className="ord-page ord-page--nobar">
        <Header title={title} />
        {offer ? (
          <StatusBlock status="empty" title={t('order.concrete.noGrades')} />
        ) : (
          <ConcreteUnavailable contractId={contractId} loading={offerRead.loading} error={offerRead.error} onRetry={offerRead.retry} />
        )}
      </div>
    );
  }
  return (
    <div className="ord-page">
      <Header title={title} />
      <ConcreteForm offer={offer} contractId={contractId} draft={concreteDraftName(goodsId, contractId)} returnTo={returnTo} now={now} />
    </div>
  );
}
