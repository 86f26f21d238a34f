import { Button, Image } from 'antd-mobile';
import { useMemo } from 'react';
import { Money } from '@/components/Money';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { money } from '@/components/Money';
import { contractCartTotal, contractLineAddonMoney, sumMoney } from '@/domain';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { ContractCartState } from '../components/ContractCartState';
import { contractGroupsOf, settleContract, shownContractCart, type ContractGroup, type ContractLine } from '../contractStore';
import { contractCart } from '../queries';
import '../components/cart.css';
import '../components/contractCart.css';

/**
 * /ShoppingCart/contractPrepare?contractId: the review before ordering under one contract — its checked
 * lines (quantity, contract price, add-ons, line amount) and the domain's totals (total = goods totalSmall +
 * add-ons totalBig). Confirm makes those lines the order cart (as settle does, for this contract only) and
 * goes on to the contract order (/order/newContractSub); a buyer without contract ordering sees a note
 * instead. Nothing checked, or an expired contract: said plainly, with the way back to the contract's cart.
 */
export default function ContractPrepare() {
  const t = useT();
  const navigate = useNavigate();
  const { contractId } = useRouteQuery('/ShoppingCart/contractPrepare');
  const title = useRouteTitle('/ShoppingCart/contractPrepare');
  const cart = useQuery(contractCart());
  const groups = useMemo(() => shownContractCart(cart.data), [cart.data]);
  const mayOrder = useCan(menuButtons.contractOrder);

  const group: ContractGroup | undefined = contractGroupsOf(groups, contractId)[0];
  // What confirm would order: the checked lines, and only while the contract is effective.
  const orderable = group?.effective ? [group] : [];
  const lines = orderable.flatMap((g) => g.children.filter((l) => l.checked));
  const total = contractCartTotal(orderable);
  const backToCart = () => navigate(href('/ShoppingCart/contractCart', { contractId }));

  const onConfirm = () => {
    if (!settleContract(groups, contractId)) {
      showToast(t('cart.contractCart.chooseFirst'));
      return;
    }
    navigate(href('/order/newContractSub', { contractId }));
  };

  let body;
  if (group !== undefined && !group.effective) {
    body = (
      <StatusBlock status="default" title={t('cart.prepare.ineffective', { no: group.contractNo })}>
        <Button color="primary" onClick={backToCart}>
          {t('cart.prepare.back')}
        </Button>
      </StatusBlock>
    );
  } else if (group === undefined || lines.length === 0) {
    body = (
      <StatusBlock status="empty" title={t('cart.prepare.nothing')} description={t('cart.prepare.nothingHint')}>
        <Button color="primary" onClick={backToCart}>
          {t('cart.prepare.back')}
        </Button>
      </StatusBlock>
    );
  } else {
    body = (
      <>
        <div className="ccart-contract">
          <p className="ccart-contract__no">{t('cart.contract.contractNo', { no: group.contractNo })}</p>
          <p className="ccart-contract__meta">{t('cart.contractCart.seller', { name: group.sellerName })}</p>
        </div>
        <section className="cart-group" aria-labelledby="prepare-goods">
          <h2 id="prepare-goods" className="ccart-lines-title">
            {t('cart.prepare.goods')}
          </h2>
          {lines.map((line) => (
            <PrepareLine key={line.contractGoodsId} line={line} />
          ))}
        </section>
        <section className="ccart-amounts" aria-labelledby="prepare-amounts">
          <h2 id="prepare-amounts">{t('cart.prepare.amounts')}</h2>
          <dl>
            {(
              [
                ['totalSmall', 'prepare-total-small', total.totalSmall],
                ['totalBig', 'prepare-total-big', total.totalBig],
                ['total', 'prepare-total', total.total],
              ] as const
            ).map(([key, testId, amount]) => (
              <div key={key} className={key === 'total' ? 'ccart-amounts__row ccart-amounts__row--total' : 'ccart-amounts__row'}>
                <dt>{t(`cart.prepare.${key}`)}</dt>
                <dd data-testid={testId}>
                  <Money value={amount} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </>
    );
  }

  return (
    <div className="cart-page">
      <Header title={title} />
      <main className="cart-body">
        <ContractCartState cart={cart}>{body}</ContractCartState>
      </main>
      {lines.length > 0 && (
        <footer className="cart-bar ccart-footer">
          <div className="cart-bar__total">
            <span>{t('cart.total')}</span>
            <strong>
              <Money value={total.total} tone="strong" />
            </strong>
          </div>
          {mayOrder ? (
            <Button color="primary" shape="rounded" onClick={onConfirm}>
              {t('cart.prepare.confirm')}
            </Button>
          ) : (
            <p className="ccart-no-permission" role="note">
              {t('cart.contract.noPermission')}
            </p>
          )}
        </footer>
      )}
    </div>
  );
}

/** A line as it will be ordered: quantity at the contract price, its add-ons, and its amount (goods + add-ons). */
function PrepareLine({ line }: { line: ContractLine }) {
  const t = useT();
  const amount = sumMoney([line.money, contractLineAddonMoney(line)]);
  return (
    <div className="cart-line" data-testid={`prepare-line-${line.contractGoodsId}`}>
      <Image src={line.image ?? ''} width={64} height={64} fit="cover" alt="" className="cart-line__image" />
      <div className="cart-line__info">
        <p className="cart-line__name">
          {line.goodsName} {line.varietyName}
        </p>
        <p className="cart-line__meta">
          {line.cartAdditems.length > 0
            ? t('cart.prepare.addons', {
                names: line.cartAdditems.map((a) => a.additemName).join('、'),
                price: money(line.addUnitPrice),
                unit: line.unit,
              })
            : t('cart.prepare.noAddons')}
        </p>
        <p className="cart-line__price">{t('cart.prepare.quantity', { price: money(line.unitPrice), unit: line.unit, quantity: line.quantity })}</p>
        <p className="cart-line__amount">{t('cart.prepare.lineAmount', { amount: money(amount) })}</p>
      </div>
    </div>
  );
}
