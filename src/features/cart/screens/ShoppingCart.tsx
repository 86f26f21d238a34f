import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import {
  allContractChecked,
  contractTotals,
  effectiveContractGroups,
  ineffectiveContractGroups,
  orderableContractCount,
  selectAllContracts,
  settleContracts,
  shownContractCart,
} from '../contractStore';
import { contractCart } from '../queries';
import { useContractSelection } from '../useCartWrite';
import { ContractCartBar } from '../components/ContractCartBar';
import { ContractCartState } from '../components/ContractCartState';
import { ContractGroupSection, InvalidContractSection } from '../components/ContractLines';
import { useTapped } from '../shownSelection';
import '../components/cart.css';
import '../components/contractCart.css';

/**
 * /ShoppingCart: the contract cart, grouped by contract. Select all / contract / line (domain cascades,
 * saved), quantity on the unit's grid up to the contract's surplus (saved; cansaleNumShow = surplus −
 * quantity), swipe to delete, expired contracts apart and never ordered, add-on summaries, the domain's
 * totals (total = goods totalSmall + add-ons totalBig) and settle to the order confirm page, one order per
 * contract at the contract price. The sections and the bar are shared with /ShoppingCart/contractCart.
 */
export default function ShoppingCart() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useQuery(contractCart());
  const groups = useTapped(
    cart.data,
    useMemo(() => shownContractCart(cart.data), [cart.data]),
  );
  const selectAll = useContractSelection();
  const effective = effectiveContractGroups(groups);
  const orderCount = orderableContractCount(groups);

  // Ordering under a contract is a button of the menu tree (product-spec §6): hidden for a buyer without it.
  const mayOrder = useCan(menuButtons.contractOrder);
  const onSettle = () => {
    if (!settleContracts(groups)) {
      showToast(t('cart.chooseFirst'));
      return;
    }
    void navigate(href('/v2/order', { from: 'contract' }));
  };

  return (
    <div className="cart-page app-hit-inputs">
      <Header
        title={t('cart.contract.title')}
        right={
          <button type="button" className="app-link" onClick={() => void navigate(href('/cart/cart'))}>
            {t('cart.contract.toCart')}
          </button>
        }
      />
      <main className="cart-body">
        <ContractCartState cart={cart}>
          {groups.length === 0 ? (
            <StatusBlock status="empty" title={t('cart.contract.empty')}>
              <Button color="primary" onClick={() => void navigate(href('/index'))}>
                {t('cart.goShopping')}
              </Button>
            </StatusBlock>
          ) : (
            <>
              {effective.map((g) => (
                <ContractGroupSection key={g.contractId} groups={groups} group={g} />
              ))}
              <InvalidContractSection groups={ineffectiveContractGroups(groups)} />
            </>
          )}
        </ContractCartState>
      </main>
      {groups.length > 0 && (
        <ContractCartBar
          allChecked={allContractChecked(groups)}
          selectable={effective.length > 0}
          onToggleAll={() => void selectAll.run(selectAllContracts(groups))}
          total={contractTotals(groups)}
          mayOrder={mayOrder}
          orderCount={orderCount}
          orderLabel={t('cart.settle', { count: orderCount })}
          onOrder={onSettle}
        />
      )}
    </div>
  );
}
