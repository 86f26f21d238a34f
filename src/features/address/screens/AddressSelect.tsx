import { BottomAction } from '@/components/BottomAction';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { AddressCards } from '../components/AddressCards';
import { LoadState, useRouteTitle } from '../components/ui';
import { loadStateOf, useQuery } from '@/lib/query';
import { receivingAddresses } from '../queries';
import { chooseOrderAddress } from '../store';
import '../components/address.css';

/** /receivingAddress/select_adress: choose the order's delivery address and go back to `from`. */
export default function AddressSelect() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/receivingAddress/select_adress');
  const from = localHref(query.from) ?? href('/v2/order');
  const selectedId = query.addressId;
  const title = useRouteTitle('/receivingAddress/select_adress');
  const addresses = useQuery(receivingAddresses());
  const here = href('/receivingAddress/select_adress', query);
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => void navigate(from, { replace: true })} />
      <LoadState {...loadStateOf(addresses)}>
        <AddressCards
          list={addresses.data?.list ?? []}
          from={here}
          {...(selectedId ? { selectedId } : {})}
          onChoose={(a) => {
            chooseOrderAddress(from, a);
            void navigate(from, { replace: true });
          }}
        />
      </LoadState>
      <BottomAction onClick={() => void navigate(href('/receivingAddress/add', { from }))}>{t('address.list.add')}</BottomAction>
    </div>
  );
}
