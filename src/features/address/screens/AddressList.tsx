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

/** /receivingAddress: the delivery addresses — add, edit, delete, default (and choose when `from` is given). */
export default function AddressList() {
  const t = useT();
  const navigate = useNavigate();
  const from = localHref(useRouteQuery('/receivingAddress').from);
  const title = useRouteTitle('/receivingAddress');
  const addresses = useQuery(receivingAddresses());
  const here = href('/receivingAddress', from ? { from } : {});
  return (
    <div className="app-screen">
      <Header title={title} />
      <LoadState {...loadStateOf(addresses)}>
        <AddressCards
          list={addresses.data?.list ?? []}
          from={here}
          {...(from
            ? {
                onChoose: (a) => {
                  chooseOrderAddress(from, a);
                  void navigate(from, { replace: true });
                },
              }
            : {})}
        />
      </LoadState>
      <BottomAction onClick={() => void navigate(href('/receivingAddress/add', { from: from ?? here }))}>{t('address.list.add')}</BottomAction>
    </div>
  );
}
