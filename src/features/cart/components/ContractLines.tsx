import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { Checkbox, Image, SwipeAction, Tag } from 'antd-mobile';
import { QuantityStepper } from '@/components/QuantityStepper';
import { money } from '@/components/Money';
import { contractLineAddonMoney, sumMoney, type Decimal } from '@/domain';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import {
  selectContract,
  selectContractLine,
  showInContractCart,
  withContractLine,
  withoutContractLine,
  type ContractGroup,
  type ContractLine,
} from '../contractStore';
import { useCartWrite, useContractSelection } from '../useCartWrite';
import './cart.css';
import './contractCart.css';

/**
 * The pieces of the contract cart that /ShoppingCart (every contract) and /ShoppingCart/contractCart (one
 * contract) share: a contract's section with its selectable lines, the section of expired contracts, and
 * the line rows. Every change goes through the contract-cart store (saved on the gateway).
 */

/** The name a line is read by (goods and the contract's variety). */
export const contractLineName = (line: ContractLine) => `${line.goodsName} ${line.varietyName}`;

/** The swipe action deleting a line (cart.contractRemove). */
function useDeleteAction(group: ContractGroup, line: ContractLine) {
  const t = useT();
  const remove = useCartWrite({
    write: () => api.cart.contractRemove({ contractGoodsIds: [line.contractGoodsId] }),
    onSuccess: () => {
      showInContractCart((groups) => withoutContractLine(groups, group.contractId, line.contractGoodsId));
      showToast(t('cart.deleted'));
    },
  });
  return {
    key: 'delete',
    text: <span aria-label={t('cart.deleteOf', { name: contractLineName(line) })}>{t('cart.delete')}</span>,
    color: 'danger' as const,
    onClick: () => void remove.run(),
  };
}

/**
 * An effective contract: its lines, with the contract's check box in the head unless the screen shows a
 * single contract (then the bar's select-all is that contract's, and the screen's header names it).
 */
export function ContractGroupSection({ groups, group, withHead = true }: { groups: readonly ContractGroup[]; group: ContractGroup; withHead?: boolean }) {
  const t = useT();
  const select = useContractSelection();
  return (
    <section className="cart-group" aria-label={t('cart.contract.contractNo', { no: group.contractNo })}>
      {withHead && (
        <div className="cart-group__head">
          <Checkbox checked={group.checked} onChange={() => void select.run(selectContract(groups, group.contractId))}>
            <span className="cart-sr-only">{t('cart.contract.selectContract', { no: group.contractNo })}</span>
            <span className="ccart-head" aria-hidden="true">
              <span className="cart-group__name">{t('cart.contract.contractNo', { no: group.contractNo })}</span>
              <span className="ccart-head__seller">{t('cart.contract.seller', { name: group.sellerName })}</span>
            </span>
          </Checkbox>
          {/* The contract's own cart: review and order this contract alone (prepare → contract sub-order). */}
          <Link
            className="app-link ccart-head__open"
            to={href('/ShoppingCart/contractCart', { contractId: group.contractId })}
            aria-label={t('cart.contractCart.openOf', { no: group.contractNo })}
          >
            {t('cart.contractCart.open')}
            <RightOutline aria-hidden="true" />
          </Link>
        </div>
      )}
      {group.children.map((line) => (
        <ContractLineRow key={line.contractGoodsId} groups={groups} group={group} line={line} />
      ))}
    </section>
  );
}

/** Expired or used-up contracts: their lines shown apart, never selectable, deletable by swiping. */
export function InvalidContractSection({ groups }: { groups: readonly ContractGroup[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <section className="cart-group cart-group--invalid" aria-label={t('cart.contract.invalid')}>
      <div className="cart-group__head">
        <span className="cart-group__name">{t('cart.contract.invalid')}</span>
      </div>
      <p className="cart-invalid-hint">{t('cart.contract.invalidHint')}</p>
      {groups.flatMap((g) => g.children.map((line) => <InvalidContractLine key={line.contractGoodsId} group={g} line={line} />))}
    </section>
  );
}

function InvalidContractLine({ group, line }: { group: ContractGroup; line: ContractLine }) {
  const t = useT();
  const deleteAction = useDeleteAction(group, line);
  return (
    <SwipeAction rightActions={[deleteAction]}>
      <div className="cart-line cart-line--invalid">
        <Tag color="default">{t('cart.contract.invalidTag')}</Tag>
        <Image src={line.image ?? ''} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">
            {line.varietyName} · {t('cart.contract.contractNo', { no: group.contractNo })}
          </p>
        </div>
      </div>
    </SwipeAction>
  );
}

/**
 * A line of an effective contract: check box, contract price, add-ons (with the way to change them on the
 * contract's add-on page, for goods that have any), quantity on the unit's grid up to the surplus (cansaleNumShow = surplus −
 * quantity), and the line amount (goods + add-ons).
 */
function ContractLineRow({ groups, group, line }: { groups: readonly ContractGroup[]; group: ContractGroup; line: ContractLine }) {
  const t = useT();
  const select = useContractSelection();
  const deleteAction = useDeleteAction(group, line);
  const quantity = useCartWrite({
    write: (value: Decimal) => api.cart.contractUpdate({ contractGoodsId: line.contractGoodsId, quantity: value }),
    // The line comes back priced by the gateway.
    onSuccess: (saved) => showInContractCart((shown) => withContractLine(shown, saved)),
  });
  const name = contractLineName(line);
  // Quantities are in the pricing unit (convertRate 1): the grid of the unit, at most the contract's surplus.
  const steps = {
    minOrderCount: line.minOrderCount,
    minChangeCount: line.minChangeCount,
    maxOrderCount: line.surplusGoodsAmount,
    convertRate: line.convertRate,
  };
  const amount = sumMoney([line.money, contractLineAddonMoney(line)]);
  return (
    <SwipeAction rightActions={[deleteAction]}>
      <div className="cart-line" data-testid={`contract-line-${line.contractGoodsId}`}>
        <Checkbox checked={line.checked} onChange={() => void select.run(selectContractLine(groups, group.contractId, line.contractGoodsId))}>
          <span className="cart-sr-only">{t('cart.selectLine', { name })}</span>
        </Checkbox>
        <Image src={line.image ?? ''} width={72} height={72} fit="cover" alt="" className="cart-line__image" />
        <div className="cart-line__info">
          <p className="cart-line__name">{line.goodsName}</p>
          <p className="cart-line__meta">{line.varietyName}</p>
          {line.cartAdditems.length > 0 && (
            <p className="cart-line__meta">
              {t('cart.contract.addons', { count: line.chooseNum, names: line.cartAdditems.map((a) => a.additemName).join('、') })}
              {' · '}
              {t('cart.addonsPrice', { price: money(line.addUnitPrice), unit: line.unit })}
            </p>
          )}
          {line.hasAddons && (
            <Link
              className="app-link cart-line__link"
              to={href('/contractDetail/additems', { contractId: group.contractId, contractGoodsId: line.contractGoodsId })}
              aria-label={t('cart.contract.editAddonsOf', { name })}
            >
              {t('cart.contract.editAddons')}
            </Link>
          )}
          <p className="cart-line__price">{t('cart.contract.price', { price: money(line.unitPrice), unit: line.unit })}</p>
          <QuantityStepper
            value={line.quantity}
            steps={steps}
            unitName={line.unit}
            disabled={quantity.pending}
            onChange={async (value) => {
              // The stepper goes back to the saved quantity when this was not saved.
              if ((await quantity.run(value)) === undefined) throw new Error('quantity not saved');
            }}
            labels={{ input: t('cart.quantityOf', { name }), increase: t('cart.increaseOf', { name }), decrease: t('cart.decreaseOf', { name }) }}
          />
          <p className="cart-line__meta ccart-surplus">
            {t('cart.contract.surplus', { surplus: line.surplusGoodsAmount, left: line.cansaleNumShow, unit: line.unit })}
          </p>
          <p className="cart-line__amount">{t('cart.contract.lineAmount', { amount: money(amount) })}</p>
        </div>
      </div>
    </SwipeAction>
  );
}
