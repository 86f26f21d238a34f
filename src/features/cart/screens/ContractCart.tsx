import { Button, Tag } from 'antd-mobile';
import { useMemo } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { ApiError } from '@/lib/api';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link, Navigate, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { useQuery } from '@/lib/query';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { contractGroupsOf, contractTotals, orderableContractCount, selectContract, shownContractCart } from '../contractStore';
import { contractCart, contractOf } from '../queries';
import { useContractSelection } from '../useCartWrite';
import { ContractCartBar } from '../components/ContractCartBar';
import { ContractCartState } from '../components/ContractCartState';
import { ContractGroupSection, InvalidContractSection } from '../components/ContractLines';
import { useTapped } from '../shownSelection';
import '../components/cart.css';
import '../components/contractCart.css';

/**
 * /ShoppingCart/contractCart?contractId: the contract cart of one contract — the lines of /ShoppingCart
 * (the same sections: selection, quantity within the surplus, swipe delete, add-ons, totals) restricted to
 * that contract, under a header naming the contract and its seller. 去下单 reviews the checked lines on
 * /ShoppingCart/contractPrepare; an expired contract's lines show as not orderable. Without a contractId it
 * is the whole contract cart (/ShoppingCart).
 */
export default function ContractCart() {
  const { contractId } = useRouteQuery('/ShoppingCart/contractCart');
  if (!contractId) return <Navigate to={href('/ShoppingCart')} replace />;
  return <OneContractCart contractId={contractId} />;
}

function OneContractCart({ contractId }: { contractId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/ShoppingCart/contractCart');
  const cart = useQuery(contractCart());
  const groups = useTapped(
    cart.data,
    useMemo(() => shownContractCart(cart.data), [cart.data]),
  );
  // The contract itself names the header even while nothing of it is in the cart, and refuses another
  // buyer's contract (404) before any line could show.
  const contract = useQuery(contractOf(contractId));
  const select = useContractSelection();

  const group = contractGroupsOf(groups, contractId)[0];
  const mayOrder = useCan(menuButtons.contractOrder);

  if (contract.error && contract.data === undefined) {
    const missing = contract.error instanceof ApiError && contract.error.status === 404;
    return (
      <div className="cart-page">
        <Header title={title} />
        {missing ? (
          <StatusBlock status="default" title={t('cart.contractCart.notFound')}>
            <Button color="primary" onClick={() => navigate(href('/myContract'))}>
              {t('cart.contractCart.toMyContracts')}
            </Button>
          </StatusBlock>
        ) : (
          <ErrorState title={t('cart.contractCart.loadFailed')} error={contract.error} onRetry={() => void contract.refetch()} retryLabel={t('cart.retry')} />
        )}
      </div>
    );
  }
  const detail = contract.data;
  if (detail === undefined) {
    return (
      <div className="cart-page">
        <Header title={title} />
        <LoadingState />
      </div>
    );
  }

  // The cart's word on the contract wins (it is what ordering checks); the contract's while none of it is in the cart.
  const effective = group?.effective ?? detail.effective;
  const lines = group === undefined ? [] : [group];
  const orderCount = orderableContractCount(lines);
  const onOrder = () => {
    if (orderCount === 0) {
      showToast(t('cart.contractCart.chooseFirst'));
      return;
    }
    navigate(href('/ShoppingCart/contractPrepare', { contractId }));
  };

  return (
    <div className="cart-page app-hit-inputs">
      <Header
        title={title}
        right={
          <button type="button" className="app-link" onClick={() => navigate(href('/ShoppingCart'))}>
            {t('cart.contractCart.allContracts')}
          </button>
        }
      />
      <div className="ccart-contract">
        <p className="ccart-contract__no">
          {t('cart.contract.contractNo', { no: detail.contractNo })}
          {!effective && (
            <Tag color="default" className="ccart-contract__tag">
              {t('cart.contractCart.ineffectiveTag')}
            </Tag>
          )}
        </p>
        {detail.contractName && <p className="ccart-contract__meta">{t('cart.contractCart.name', { name: detail.contractName })}</p>}
        <p className="ccart-contract__meta">{t('cart.contractCart.seller', { name: detail.sellerName })}</p>
        <Link className="ccart-contract__link" to={href('/contractDetail', { contractId })}>
          {t('cart.contractCart.toDetail')}
        </Link>
      </div>
      <main className="cart-body">
        <ContractCartState cart={cart}>
          {group === undefined ? (
            <StatusBlock status="empty" title={t('cart.contractCart.empty')}>
              {effective && (
                <Button color="primary" onClick={() => navigate(href('/contractDetail', { contractId }))}>
                  {t('cart.contractCart.choose')}
                </Button>
              )}
            </StatusBlock>
          ) : group.effective ? (
            <ContractGroupSection groups={groups} group={group} withHead={false} />
          ) : (
            <InvalidContractSection groups={lines} />
          )}
        </ContractCartState>
      </main>
      {group !== undefined && (
        <ContractCartBar
          allChecked={group.effective && group.checked}
          selectable={group.effective}
          onToggleAll={() => void select.run(selectContract(groups, contractId))}
          total={contractTotals(lines)}
          mayOrder={mayOrder}
          orderCount={orderCount}
          orderLabel={t('cart.contractCart.order', { count: orderCount })}
          onOrder={onOrder}
          blockedNote={group.effective ? undefined : t('cart.contractCart.ineffective')}
        />
      )}
    </div>
  );
}
