import { Button, Checkbox, Image, SpinLoading, SwipeAction, Tag } from 'antd-mobile';
import { errorText } from '@/lib/api';
import { useStoreData } from '@/lib/data';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useClickGuard } from '@/components/ClickGuard';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { baseQuantity, formatMoney, buyerCartTotal, buyerLineAmount, buyerOrderCarts, isAllBuyerChecked } from '@/domain';
import { showErrorBanner, showToast } from '@/lib/ui';
import type { CartListData } from '../api';
import { cartStore, changeQuantity, clearInvalid, loadCart, remove, settle, toggleAll, toggleGroup, toggleLine } from '../store';
import { contractCartStore, loadContractCount } from '../contractStore';
import '../components/cart.css';
import { StatusBlock } from '@/components/StatusBlock';

type Group = CartListData['groups'][number];
type Line = Group['children'][number];

/**
 * /cart/cart: the buyer cart by seller. Select all / shop / line (domain cascades, saved), quantity with
 * the goods stepper (saved through the cart update call), swipe to delete, unavailable lines apart and
 * never ordered, add-on and rebar summaries, the domain's total, and settle to the order confirm page.
 */
export default function Cart() {
  const t = useT();
  const navigate = useNavigate();
  const snap = useSnapshot(cartStore);
  const groups = snap.groups as Group[];
  const { count: contractCount } = useSnapshot(contractCartStore);
  const { guard } = useClickGuard();

  useStoreData(() => Promise.all([loadCart(), loadContractCount()]), []);

  const fail = (error: unknown) => showErrorBanner(t('cart.failed', { message: errorText(error) }));
  const run = (action: () => Promise<void>) => () => void action().catch(fail);

  const effectiveGroups = groups.map((g) => ({ ...g, lines: g.children.filter((l) => l.effective && g.effective) })).filter((g) => g.lines.length > 0);
  const invalidLines = groups.flatMap((g) => g.children.filter((l) => !l.effective || !g.effective).map((l) => ({ line: l, group: g })));
  const orderCount = buyerOrderCarts(groups).reduce((n, g) => n + g.children.length, 0);
  const total = buyerCartTotal(groups);

  const onSettle = () => {
    if (!settle()) {
      showToast(t('cart.chooseFirst'));
      return;
    }
    void navigate(href('/v2/order', { from: 'cart' }));
  };

  let body;
  if (snap.status === 'error') {
    body = (
      <StatusBlock status="default" title={t('cart.loadFailed')} description={snap.error}>
        <Button color="primary" onClick={() => void loadCart()}>
          {t('cart.retry')}
        </Button>
      </StatusBlock>
    );
  } else if (snap.status !== 'ready') {
    body = (
      <div className="cart-loading">
        <SpinLoading color="primary" aria-label={t('common.loading')} />
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <StatusBlock status="empty" title={t('cart.empty')}>
        <Button color="primary" onClick={() => void navigate(href('/index'))}>
          {t('cart.goShopping')}
        </Button>
      </StatusBlock>
    );
  } else {
    body = (
      <>
        {effectiveGroups.map((g) => (
          <section key={g.sellerId} className="cart-group" aria-label={g.sellerName}>
            <div className="cart-group__head">
              <Checkbox checked={g.checked} onChange={run(() => toggleGroup(g.sellerId))}>
                <span className="cart-sr-only">{t('cart.selectShop', { name: g.sellerName })}</span>
                <span className="cart-group__name" aria-hidden="true">
                  {g.sellerName}
                </span>
              </Checkbox>
            </div>
            {g.lines.map((line) => (
              <CartLineRow key={line.cartResourceId} line={line} saving={snap.saving.includes(line.cartResourceId)} onError={fail} />
            ))}
          </section>
        ))}
        {invalidLines.length > 0 && (
          <section className="cart-group cart-group--invalid" aria-label={t('cart.invalid')}>
            <div className="cart-group__head">
              <span className="cart-group__name">{t('cart.invalid')}</span>
              <Button size="mini" fill="none" onClick={guard(() => clearInvalid().catch(fail))}>
                {t('cart.clearInvalid')}
              </Button>
            </div>
            <p className="cart-invalid-hint">{t('cart.invalidHint')}</p>
            {invalidLines.map(({ line }) => (
              <SwipeAction key={line.cartResourceId} rightActions={[deleteAction(line, t, fail)]}>
                <div className="cart-line cart-line--invalid">
                  <Tag color="default">{t('cart.invalidTag')}</Tag>
                  <Image src={line.image} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
                  <div className="cart-line__info">
                    <p className="cart-line__name">{line.goodsName}</p>
                    <p className="cart-line__meta">{line.varietyName}</p>
                  </div>
                </div>
              </SwipeAction>
            ))}
          </section>
        )}
      </>
    );
  }

  return (
    <div className="cart-page app-hit-inputs">
      <Header
        title={t('cart.title')}
        right={
          <button type="button" className="cart-entry" onClick={() => void navigate(href('/ShoppingCart'))}>
            {contractCount ? t('cart.contractEntryCount', { count: contractCount }) : t('cart.contractEntry')}
          </button>
        }
      />
      <main className="cart-body">{body}</main>
      {snap.status === 'ready' && groups.length > 0 && (
        <footer className="cart-bar">
          <Checkbox checked={isAllBuyerChecked(groups)} onChange={run(toggleAll)}>
            {t('cart.selectAll')}
          </Checkbox>
          <div className="cart-bar__total">
            <span>{t('cart.total')}</span>
            <strong data-testid="cart-total">{t('cart.totalAmount', { amount: total })}</strong>
          </div>
          <Button color="primary" shape="rounded" onClick={onSettle} disabled={orderCount === 0}>
            {t('cart.settle', { count: orderCount })}
          </Button>
        </footer>
      )}
    </div>
  );
}

function deleteAction(line: Line, t: ReturnType<typeof useT>, fail: (e: unknown) => void) {
  return {
    key: 'delete',
    text: <span aria-label={t('cart.deleteOf', { name: line.goodsName })}>{t('cart.delete')}</span>,
    color: 'danger' as const,
    onClick: () => {
      remove([line.cartResourceId]).then(() => showToast(t('cart.deleted')), fail);
    },
  };
}

function CartLineRow({ line, saving, onError }: { line: Line; saving: boolean; onError: (e: unknown) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const name = `${line.goodsName} ${line.varietyName}`;
  const steps = {
    minOrderCount: line.minOrderCount,
    minChangeCount: line.minChangeCount,
    maxOrderCount: baseQuantity(line.maxBuyNum, line.convertRate),
    convertRate: line.convertRate,
  };
  return (
    <SwipeAction rightActions={[deleteAction(line, t, onError)]}>
      <div className="cart-line" data-testid={`cart-line-${line.cartResourceId}`}>
        <Checkbox checked={line.checked} onChange={() => void toggleLine(line.cartResourceId).catch(onError)}>
          <span className="cart-sr-only">{t('cart.selectLine', { name })}</span>
        </Checkbox>
        <Image src={line.image} width={72} height={72} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">
            {line.selectInfos.map((s) => t('cart.condition', { attribute: s.attributeName, value: s.attributeValue })).join('  ')}
          </p>
          {line.cartAdditems.length > 0 && (
            <p className="cart-line__meta">
              {t('cart.addons', { names: line.cartAdditems.map((a) => a.additemName).join('、') })}
              {' · '}
              {t('cart.addonsPrice', { price: formatMoney(line.addUnitPrice), unit: line.unit })}
            </p>
          )}
          {line.cartAdditems.length > 0 && (
            <Link
              className="cart-line__link"
              to={href('/cart/addPriceItems', { cartResourceId: line.cartResourceId })}
              aria-label={t('cart.addPrice.editOf', { name: line.goodsName })}
            >
              {t('cart.addPrice.edit')}
            </Link>
          )}
          {line.isRebar && (
            <button
              type="button"
              className="cart-line__link"
              aria-label={t('cart.rebarEdit', { name: line.goodsName })}
              onClick={() => void navigate(href('/selectRebar', { goodsId: line.goodsId, cartResourceId: line.cartResourceId }))}
            >
              {t('cart.rebar', { count: line.rebarEntries?.length ?? 0, amount: formatMoney(line.rebarAmount) })}
            </button>
          )}
          <p className="cart-line__price">{t('cart.price', { price: formatMoney(line.unitPrice), unit: line.unit })}</p>
          <QuantityStepper
            value={line.quantity}
            steps={steps}
            unitName={line.unit}
            disabled={saving}
            onChange={(quantity) =>
              changeQuantity(line.cartResourceId, quantity).catch((error: unknown) => {
                onError(error);
                // The stepper goes back to the saved quantity.
                throw error;
              })
            }
            labels={{
              input: t('cart.quantityOf', { name: line.goodsName }),
              increase: t('cart.increaseOf', { name: line.goodsName }),
              decrease: t('cart.decreaseOf', { name: line.goodsName }),
            }}
          />
          <p className="cart-line__amount">{t('cart.lineAmount', { amount: buyerLineAmount(line) })}</p>
        </div>
      </div>
    </SwipeAction>
  );
}
