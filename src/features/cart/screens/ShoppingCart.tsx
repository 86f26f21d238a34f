import { Button } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { errorText } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { useStoreData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import {
  allContractChecked,
  contractCartStore,
  contractTotals,
  effectiveContractGroups,
  ineffectiveContractGroups,
  loadContractCart,
  orderableContractCount,
  settleContracts,
  toggleAllContracts,
  type ContractGroup,
} from '../contractStore';
import { ContractCartBar } from '../components/ContractCartBar';
import { ContractCartState } from '../components/ContractCartState';
import { ContractGroupSection, InvalidContractSection } from '../components/ContractLines';
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
  const snap = useSnapshot(contractCartStore);
  const groups = snap.groups as ContractGroup[];

  useStoreData(loadContractCart, []);

  const fail = (error: unknown) => showErrorBanner(t('cart.failed', { message: errorText(error) }));
  const effective = effectiveContractGroups(groups);
  const orderCount = orderableContractCount(groups);

  // Ordering under a contract is a button of the menu tree (product-spec §6): hidden for a buyer without it.
  const mayOrder = useCan(menuButtons.contractOrder);
  const onSettle = () => {
    if (!settleContracts()) {
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
          <button type="button" className="cart-entry" onClick={() => void navigate(href('/cart/cart'))}>
            {t('cart.contract.toCart')}
          </button>
        }
      />
      <main className="cart-body">
        <ContractCartState>
          {groups.length === 0 ? (
            <StatusBlock status="empty" title={t('cart.contract.empty')}>
              <Button color="primary" onClick={() => void navigate(href('/index'))}>
                {t('cart.goShopping')}
              </Button>
            </StatusBlock>
          ) : (
            <>
              {effective.map((g) => (
                <ContractGroupSection key={g.contractId} group={g} saving={snap.saving} onError={fail} />
              ))}
              <InvalidContractSection groups={ineffectiveContractGroups(groups)} onError={fail} />
            </>
          )}
        </ContractCartState>
      </main>
      {snap.status === 'ready' && groups.length > 0 && (
        <ContractCartBar
          allChecked={allContractChecked(groups)}
          selectable={effective.length > 0}
          onToggleAll={() => void toggleAllContracts().catch(fail)}
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
