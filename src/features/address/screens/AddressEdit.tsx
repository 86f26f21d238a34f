import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { addressApi } from '../api';
import { AddressFormView } from '../components/AddressForm';
import { LoadState, errorText, useRouteTitle } from '../components/ui';
import { useServerData } from '@/lib/data';
import { clearForm, savedForm, type AddressForm } from '../store';
import '../components/address.css';

/** /receivingAddress/edit: changes an address. */
export default function AddressEdit() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/receivingAddress/edit');
  const addressId = query.addressId;
  const from = localHref(query.from);
  const title = useRouteTitle('/receivingAddress/edit');
  const formKey = `edit:${addressId}`;
  const { data, loading, error, reload } = useServerData(
    async (signal): Promise<AddressForm> => {
      const kept = savedForm(formKey);
      if (kept) return kept;
      const a = await addressApi.detail(addressId, signal);
      return {
        receiverName: a.receiverName,
        receiverMobile: a.receiverMobile,
        province: a.province,
        city: a.city,
        district: a.district,
        detail: a.detail,
        ...(a.latitude !== undefined ? { latitude: a.latitude } : {}),
        ...(a.longitude !== undefined ? { longitude: a.longitude } : {}),
        isDefault: a.isDefault,
      };
    },
    [addressId],
  );
  const save = async (form: AddressForm) => {
    try {
      await addressApi.edit({ addressId, type: '1', ...form });
      clearForm();
      showToast(t('address.form.saved'));
      void navigate(from ?? href('/receivingAddress'), { replace: true });
    } catch (failure) {
      showErrorBanner(t('address.form.saveFailed', { message: errorText(failure) }));
    }
  };
  return (
    <div className="app-screen">
      <Header title={title} />
      <LoadState loading={loading} error={error} onRetry={reload}>
        {data && <AddressFormView formKey={formKey} initial={data} onSave={save} />}
      </LoadState>
    </div>
  );
}
