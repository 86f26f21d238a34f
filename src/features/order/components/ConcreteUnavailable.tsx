import { Button } from 'antd-mobile';
import { StatusBlock } from '@/components/StatusBlock';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { LoadState, errorText } from './ui';

/**
 * The concrete form without an offer: a contract that is no longer effective (or not the buyer's) with
 * the way back to its cart, no goods named with the way to the goods, else loading or the failure.
 */
export function ConcreteUnavailable({
  contractId,
  loading,
  error,
  onRetry,
}: {
  contractId: string | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const failure = error instanceof ApiError ? error : null;
  if (contractId && failure && (failure.status === 400 || failure.status === 404)) {
    return (
      <>
        <StatusBlock status="default" title={t('order.contractSub.ineffective')} description={errorText(failure)} />
        <div className="ord-pad">
          <Button block color="primary" onClick={() => void navigate(href('/ShoppingCart/contractCart', { contractId }))}>
            {t('order.contractSub.toContractCart')}
          </Button>
        </div>
      </>
    );
  }
  if (!loading && !error) {
    return (
      <>
        <StatusBlock status="empty" title={t('order.concrete.noGoods')} />
        <div className="ord-pad">
          <Button block color="primary" onClick={() => void navigate(href('/goods'))}>
            {t('order.concrete.toGoods')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <LoadState loading={loading} error={error} onRetry={onRetry}>
      {null}
    </LoadState>
  );
}
