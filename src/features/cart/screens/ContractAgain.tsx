import { Button, Image } from 'antd-mobile';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { formatDateTime } from '@/domain';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { againPlan, fillContractCart, fittingLines, type AgainLine, type AgainPlan } from '../contractAgain';
import { useCartWrite } from '../useCartWrite';
import '../components/cart.css';
import '../components/contractCart.css';

/**
 * /ShoppingCart/contractAgain?contractId[&orderId]: order again under a contract. The lines of the past
 * order (`orderId`, else the newest paid order under the contract), each with the quantity it gets today —
 * the ordered quantity clamped to the contract's surplus on the unit's grid (domain `againQuantity`) — and a
 * note for a line that no longer fits in full or at all. The button puts the fitting lines into the
 * contract cart with their add-ons, each ending with exactly that quantity, then opens the contract's
 * cart. An expired contract: said plainly, nothing added.
 */
export default function ContractAgain() {
  const t = useT();
  const navigate = useNavigate();
  const { contractId, orderId } = useRouteQuery('/ShoppingCart/contractAgain');
  const title = useRouteTitle('/ShoppingCart/contractAgain');
  const plan = useQuery(againPlan(contractId, orderId));
  const fill = useCartWrite({
    write: (data: AgainPlan) => fillContractCart(data),
    onSuccess: () => {
      showToast(t('cart.again.filled'));
      void navigate(href('/ShoppingCart/contractCart', { contractId }));
    },
  });

  let body;
  let footer = null;
  const data = plan.data;
  if (plan.error && plan.data === undefined) {
    const missing = plan.error instanceof ApiError && plan.error.status === 404;
    body = missing ? (
      <StatusBlock status="default" title={t('cart.again.notFound')}>
        <Button color="primary" onClick={() => navigate(href('/myContract'))}>
          {t('cart.contractCart.toMyContracts')}
        </Button>
      </StatusBlock>
    ) : (
      <ErrorState title={t('cart.again.loadFailed')} error={plan.error} onRetry={() => void plan.refetch()} retryLabel={t('cart.retry')} />
    );
  } else if (data === undefined) {
    body = <LoadingState />;
  } else if (!data.contract.effective) {
    body = (
      <StatusBlock status="default" title={t('cart.again.ineffective', { no: data.contract.contractNo })}>
        <Button color="primary" onClick={() => navigate(href('/contractDetail', { contractId }))}>
          {t('cart.contractCart.toDetail')}
        </Button>
      </StatusBlock>
    );
  } else if (data.order === null) {
    body = (
      <StatusBlock status="empty" title={t('cart.again.noOrder')} description={t('cart.again.noOrderHint')}>
        <Button color="primary" onClick={() => navigate(href('/contractDetail', { contractId }))}>
          {t('cart.contractCart.toDetail')}
        </Button>
      </StatusBlock>
    );
  } else if (data.otherContract) {
    body = (
      <StatusBlock status="default" title={t('cart.again.otherContract')}>
        <Button color="primary" onClick={() => navigate(href('/contractDetail', { contractId }))}>
          {t('cart.contractCart.toDetail')}
        </Button>
      </StatusBlock>
    );
  } else {
    const count = fittingLines(data).length;
    body = (
      <>
        <div className="ccart-contract">
          <p className="ccart-contract__no">{t('cart.again.order', { no: data.order.orderNo })}</p>
          <p className="ccart-contract__meta">{t('cart.again.orderedAt', { time: formatDateTime(data.order.createdAt) })}</p>
          <p className="ccart-contract__meta">{t('cart.again.contract', { no: data.contract.contractNo, seller: data.contract.sellerName })}</p>
        </div>
        <p className="ccart-intro">{t('cart.again.intro')}</p>
        <section className="cart-group" aria-labelledby="again-lines">
          <h2 id="again-lines" className="ccart-lines-title">
            {t('cart.again.lines')}
          </h2>
          {data.lines.map((line) => (
            <AgainRow key={line.orderItemId} line={line} />
          ))}
        </section>
        {count === 0 && (
          <p className="ccart-intro" role="note">
            {t('cart.again.nothingFits')}
          </p>
        )}
      </>
    );
    footer = (
      <footer className="cart-bar ccart-footer">
        <Button color="primary" shape="rounded" disabled={count === 0} loading={fill.pending} onClick={() => void fill.run(data)}>
          {t('cart.again.fill', { count })}
        </Button>
      </footer>
    );
  }

  return (
    <div className="cart-page">
      <Header title={title} />
      <main className="cart-body">{body}</main>
      {footer}
    </div>
  );
}

/** A line of the past order: what was ordered, what it gets now, and why when that is less. */
function AgainRow({ line }: { line: AgainLine }) {
  const t = useT();
  const fits = line.fit === 'full' || line.fit === 'clamped';
  let note = null;
  if (line.fit === 'clamped') {
    note = <p className="ccart-note">{t('cart.again.clamped', { surplus: line.surplus, quantity: line.quantity, unit: line.unit })}</p>;
  } else if (line.fit === 'none') {
    note = <p className="ccart-note ccart-note--none">{t('cart.again.noneLeft', { surplus: line.surplus, unit: line.unit })}</p>;
  } else if (line.fit === 'gone') {
    note = <p className="ccart-note ccart-note--none">{t('cart.again.gone')}</p>;
  }
  return (
    <div className="cart-line" data-testid={`again-line-${line.contractGoodsId || line.orderItemId}`}>
      <Image src={line.image} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
      <div className="cart-line__info">
        <p className="cart-line__name">
          {line.goodsName} {line.varietyName}
        </p>
        {line.addons.length > 0 && <p className="cart-line__meta">{t('cart.again.addons', { names: line.addons.map((a) => a.additemName).join('、') })}</p>}
        <p className="cart-line__price">
          {fits
            ? t('cart.again.quantities', { ordered: line.ordered, quantity: line.quantity, unit: line.unit })
            : t('cart.again.noneQuantity', { ordered: line.ordered, unit: line.unit })}
        </p>
        {note}
      </div>
    </div>
  );
}
