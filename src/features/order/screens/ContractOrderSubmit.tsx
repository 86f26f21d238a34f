import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { StatusBlock } from '@/components/StatusBlock';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { contractSubInit } from '../checkoutQueries';
import { CheckoutView } from '../components/CheckoutView';
import { LoadState, errorText, useRouteTitle } from '../components/ui';
import '../components/order.css';

/**
 * /order/newContractSub?contractId: a sub-order under a contract. Its lines are the order cart the
 * contract cart's prepare step wrote (the group of this contract); the contract's defaults come from
 * `order.contractSubInit`; the buyer plans delivery or pickup exactly as on the confirm page (the same
 * view and checkout store), and the order goes to `order.newContractSub`. An ineffective contract (the
 * init call answers 400) or one that is not the buyer's says so, with the way back to the contract cart.
 */
export default function ContractOrderSubmit() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { contractId } = useRouteQuery('/order/newContractSub');
  const title = useRouteTitle('/order/newContractSub');
  const init = useQuery(contractSubInit(contractId));
  const contractCart = href('/ShoppingCart/contractCart', { contractId });

  if (init.data) return <CheckoutView key={init.data.contractId} of={{ kind: 'contractSub', init: init.data }} />;

  const failure = init.error instanceof ApiError ? init.error : null;
  const refused = failure && (failure.status === 400 || failure.status === 404);
  return (
    <div className="ord-page ord-page--nobar">
      <Header title={title} onBack={() => goBack(contractCart)} />
      {refused ? (
        <>
          <StatusBlock
            status="default"
            title={failure.status === 404 ? t('order.contractSub.notFound') : t('order.contractSub.ineffective')}
            description={errorText(failure)}
          />
          <div style={{ padding: 16 }}>
            <Button block color="primary" onClick={() => void navigate(contractCart)}>
              {t('order.contractSub.toContractCart')}
            </Button>
          </div>
        </>
      ) : (
        <LoadState {...loadStateOf(init)}>{null}</LoadState>
      )}
    </div>
  );
}
