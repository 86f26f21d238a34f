import { Button, Checkbox, Image, SwipeAction, Tag } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';
import { money } from '@/components/Money';
import { QuantityStepper } from '@/components/QuantityStepper';
import { baseQuantity, buyerLineAmount, removeBuyerLines, type Decimal } from '@/domain';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { selectLine, selectShop, shopCheckState, showInCart, withLine, type CartGroup, type CartLine } from '../store';
import { useCartSelection, useCartWrite } from '../useCartWrite';

/** The swipe action deleting a line (cart.remove). */
function useDeleteAction(line: CartLine) {
  const t = useT();
  const remove = useCartWrite({
    write: () => api.cart.remove({ cartResourceIds: [line.cartResourceId] }),
    queue: (_, idempotencyKey) => ({
      call: 'cart.remove',
      body: { cartResourceIds: [line.cartResourceId], idempotencyKey },
      label: t('cart.waitingRemove', { name: line.goodsName }),
    }),
    onSuccess: () => {
      showInCart((groups) => removeBuyerLines(groups, [line.cartResourceId]));
      showToast(t('cart.deleted'));
    },
  });
  return {
    key: 'delete',
    text: <span aria-label={t('cart.deleteOf', { name: line.goodsName })}>{t('cart.delete')}</span>,
    color: 'danger' as const,
    onClick: () => void remove.run(),
  };
}

/** A shop of the cart: its check box (toggling all its lines) and its effective lines. */
export function CartShop({ groups, group, lines }: { groups: readonly CartGroup[]; group: CartGroup; lines: readonly CartLine[] }) {
  const t = useT();
  const select = useCartSelection();
  const state = shopCheckState(group);
  // antd-mobile draws "some" but leaves its input plain; set on the input, it reads "mixed" to assistive technology too.
  const head = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const input = head.current?.querySelector('input');
    if (input) input.indeterminate = state === 'some';
  });
  return (
    <section className="cart-group" aria-label={group.sellerName}>
      <div className="cart-group__head" ref={head}>
        <Checkbox checked={state === 'all'} indeterminate={state === 'some'} onChange={() => void select.run(selectShop(groups, group.sellerId))}>
          <span className="cart-sr-only">{t('cart.selectShop', { name: group.sellerName })}</span>
          <span className="cart-group__name" aria-hidden="true">
            {group.sellerName}
          </span>
        </Checkbox>
      </div>
      {lines.map((line) => (
        <CartLineRow key={line.cartResourceId} groups={groups} line={line} />
      ))}
    </section>
  );
}

/** The lines no longer on sale: shown apart, never ordered, deleted one by one or all at once. */
export function InvalidLines({ lines }: { lines: readonly CartLine[] }) {
  const t = useT();
  const clear = useCartWrite({ write: () => api.cart.removeInvalid() });
  if (lines.length === 0) return null;
  return (
    <section className="cart-group cart-group--invalid" aria-label={t('cart.invalid')}>
      <div className="cart-group__head">
        <span className="cart-group__name">{t('cart.invalid')}</span>
        <Button size="mini" fill="none" loading={clear.pending} onClick={() => void clear.run()}>
          {t('cart.clearInvalid')}
        </Button>
      </div>
      <p className="cart-invalid-hint">{t('cart.invalidHint')}</p>
      {lines.map((line) => (
        <InvalidLine key={line.cartResourceId} line={line} />
      ))}
    </section>
  );
}

function InvalidLine({ line }: { line: CartLine }) {
  const t = useT();
  const deleteAction = useDeleteAction(line);
  return (
    <SwipeAction rightActions={[deleteAction]}>
      <div className="cart-line cart-line--invalid">
        <Tag color="default">{t('cart.invalidTag')}</Tag>
        <Image src={line.image} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">{line.varietyName}</p>
        </div>
      </div>
    </SwipeAction>
  );
}

/** A line: check box, conditions, add-ons and rebar (with the ways to change them), price, quantity (saved), amount. */
function CartLineRow({ groups, line }: { groups: readonly CartGroup[]; line: CartLine }) {
  const t = useT();
  const navigate = useNavigate();
  const select = useCartSelection();
  const deleteAction = useDeleteAction(line);
  const quantity = useCartWrite({
    write: (value: Decimal) => api.cart.updateQuantity({ cartResourceId: line.cartResourceId, quantity: value }),
    queue: (value, idempotencyKey) => ({
      call: 'cart.updateQuantity',
      body: { cartResourceId: line.cartResourceId, quantity: value, idempotencyKey },
      label: t('cart.waitingQuantity', { name: line.goodsName, quantity: value, unit: line.unit }),
    }),
    // The line comes back priced by the gateway.
    onSuccess: (saved) => showInCart((shown) => withLine(shown, saved)),
  });
  const name = `${line.goodsName} ${line.varietyName}`;
  const steps = {
    minOrderCount: line.minOrderCount,
    minChangeCount: line.minChangeCount,
    maxOrderCount: baseQuantity(line.maxBuyNum, line.convertRate),
    convertRate: line.convertRate,
  };
  const saveQuantity = async (value: Decimal) => {
    // The stepper goes back to the saved quantity when this was not saved (a change waiting for the network shows as made).
    if ((await quantity.run(value)) === undefined && !quantity.queued) throw new Error('quantity not saved');
  };
  return (
    <SwipeAction rightActions={[deleteAction]}>
      <div className="cart-line" data-testid={`cart-line-${line.cartResourceId}`}>
        <Checkbox checked={line.checked} onChange={() => void select.run(selectLine(groups, line.cartResourceId))}>
          <span className="cart-sr-only">{t('cart.selectLine', { name })}</span>
        </Checkbox>
        <Image src={line.image} width={72} height={72} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">
            {line.selectInfos.map((s) => t('cart.condition', { attribute: s.attributeName, value: s.attributeValue })).join('  ')}
          </p>
          {line.cartAdditems.length > 0 && (
            <>
              <p className="cart-line__meta">
                {t('cart.addons', { names: line.cartAdditems.map((a) => a.additemName).join('、') })}
                {' · '}
                {t('cart.addonsPrice', { price: money(line.addUnitPrice), unit: line.unit })}
              </p>
              <Link
                className="app-link cart-line__link"
                to={href('/cart/addPriceItems', { cartResourceId: line.cartResourceId })}
                aria-label={t('cart.addPrice.editOf', { name: line.goodsName })}
              >
                {t('cart.addPrice.edit')}
              </Link>
            </>
          )}
          {line.isRebar && (
            <button
              type="button"
              className="app-link cart-line__link"
              aria-label={t('cart.rebarEdit', { name: line.goodsName })}
              onClick={() => void navigate(href('/selectRebar', { goodsId: line.goodsId, cartResourceId: line.cartResourceId }))}
            >
              {t('cart.rebar', { count: line.rebarEntries?.length ?? 0, amount: money(line.rebarAmount) })}
            </button>
          )}
          <p className="cart-line__price">{t('cart.price', { price: money(line.unitPrice), unit: line.unit })}</p>
          <QuantityStepper
            value={line.quantity}
            steps={steps}
            unitName={line.unit}
            disabled={quantity.pending}
            onChange={saveQuantity}
            labels={{
              input: t('cart.quantityOf', { name: line.goodsName }),
              increase: t('cart.increaseOf', { name: line.goodsName }),
              decrease: t('cart.decreaseOf', { name: line.goodsName }),
            }}
          />
          <p className="cart-line__amount">{t('cart.lineAmount', { amount: money(buyerLineAmount(line)) })}</p>
        </div>
      </div>
    </SwipeAction>
  );
}
