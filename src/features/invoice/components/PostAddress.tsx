import { Button, List } from 'antd-mobile';
import { addressText } from '@/domain';
import { useEffect } from 'react';
import { FormError } from '@/components/Form';
import { useT } from '@/lib/i18n';
import { useNavigate, type Href } from '@/lib/navigation';
import { useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { receivingAddress, receivingAddresses } from '../queries';

/**
 * Where a paper invoice is posted: the chosen receiving address, or (none chosen yet) the default one —
 * else the first — handed to `onFallback`, and the way to change it on the address picker, which comes
 * back to `here`.
 */
export function PostAddress(props: { addressId: string; here: Href; problem: string | undefined; onFallback: (addressId: string) => void }) {
  const { addressId, here, problem, onFallback } = props;
  const t = useT();
  const navigate = useNavigate();
  const addresses = useQuery({ ...receivingAddresses(), enabled: addressId === '' });
  const fallback = addresses.data && (addresses.data.list.find((a) => a.isDefault) ?? addresses.data.list[0]);
  useEffect(() => {
    if (fallback) onFallback(fallback.addressId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the addresses are known
  }, [fallback]);
  const { data } = useQuery({ ...receivingAddress(addressId), enabled: addressId !== '' });
  const choose = () => void navigate(href('/receivingAddress/select_adress', { from: here, ...(addressId ? { addressId } : {}) }));
  return (
    <List.Item
      title={<span className="app-required">{t('invoice.form.postAddress')}</span>}
      description={<FormError message={problem} />}
      extra={
        <Button size="small" fill="outline" color="primary" onClick={choose}>
          {data ? t('invoice.form.changeAddress') : t('invoice.form.chooseAddress')}
        </Button>
      }
    >
      {data ? (
        <span className="inv-address">
          <span>
            {data.receiverName} {data.receiverMobile}
          </span>
          <span className="inv-muted">{addressText(data)}</span>
        </span>
      ) : (
        <span className="inv-muted">{t('invoice.form.chooseAddressFirst')}</span>
      )}
    </List.Item>
  );
}
