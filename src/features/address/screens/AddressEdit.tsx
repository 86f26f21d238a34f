import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { href, localHref } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { AddressFormView } from '../components/AddressForm';
import { LoadState, useRouteTitle } from '../components/ui';
import { addressDetail } from '../queries';
import { formOfAddress } from '../store';
import '../components/address.css';

/** /receivingAddress/edit: changes an address (what the buyer typed before a reload or the map picker is kept). */
export default function AddressEdit() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/receivingAddress/edit');
  const addressId = query.addressId;
  const from = localHref(query.from);
  const title = useRouteTitle('/receivingAddress/edit');
  const address = useQuery(addressDetail(addressId));
  return (
    <div className="app-screen">
      <Header title={title} />
      <LoadState {...loadStateOf(address)}>
        {address.data && (
          <AddressFormView
            key={addressId}
            draftKey={`address.edit.${addressId}`}
            initial={formOfAddress(address.data)}
            save={(form) => api.address.edit({ addressId, type: '1', ...form })}
            onSaved={() => {
              showToast(t('address.form.saved'));
              void navigate(from ?? href('/receivingAddress'), { replace: true });
            }}
          />
        )}
      </LoadState>
    </div>
  );
}
