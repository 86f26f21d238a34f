import { Button } from 'antd-mobile';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useEffect } from 'react';
import { takeChosenAddressId } from '@/features/address';
import { useNavigate } from '@/lib/navigation';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { addressOf } from '../checkoutQueries';
import { Section, errorText } from './ui';

// Deleted meanwhile: the buyer picks another one. Other failures keep the choice.
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === '404');

/**
 * The address chosen on the address pages for the page at `returnTo` (they come back to it), once; null
 * when none was chosen for it.
 */
export const takePickedAddress = (returnTo: string): string | null => takeChosenAddressId(returnTo);

/** The delivery address of the draft; choosing goes to the address picker and comes back. */
export function Address({ addressId, returnTo, onMissing }: { addressId: string; returnTo: string; onMissing: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const read = useQuery({ ...addressOf(addressId), enabled: !!addressId });
  const data = addressId ? read.data : undefined;
  const error = addressId ? read.error : null;
  const loading = read.isPending;
  useEffect(() => {
    if (isGone(error)) onMissing();
  }, [error, onMissing]);
  const choose = () => void navigate(href('/receivingAddress/select_adress', { from: returnTo, ...(addressId ? { addressId } : {}) }));
  return (
    <Section title={t('order.checkout.address')}>
      <button type="button" className="app-plain-button ord-address" aria-label={t('order.checkout.changeAddress')} onClick={choose}>
        {data ? (
          <span>
            <span className="ord-address__main">
              {data.receiverName} {data.receiverMobile}
            </span>
            <span className="ord-address__sub ord-block">{data.fullAddress ?? `${data.province}${data.city}${data.district}${data.detail}`}</span>
          </span>
        ) : (
          <span className="ord-address__main">{loading && addressId ? t('common.loading') : t('order.checkout.chooseAddress')}</span>
        )}
        <RightOutline aria-hidden="true" />
      </button>
      {/* A failed refresh (offline) behind the address shown is no news to the buyer. */}
      {error && !data ? <div className="ord-error">{errorText(error)}</div> : null}
      {!addressId && (
        <Button
          size="small"
          fill="outline"
          color="primary"
          className="ord-address__add"
          onClick={() => void navigate(href('/receivingAddress/add', { from: returnTo }))}
        >
          {t('order.checkout.addAddress')}
        </Button>
      )}
    </Section>
  );
}
