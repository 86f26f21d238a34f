import { useState } from 'react';
import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { addressApi } from '../api';
import { AddressFormView } from '../components/AddressForm';
import { errorText, useRouteTitle } from '../components/ui';
import { chooseOrderAddress, clearForm, emptyForm, savedForm } from '../store';
import '../components/address.css';

/** /receivingAddress/add: a new delivery address; coming from the order, it becomes the order's address. */
export default function AddressAdd() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const from = localHref(useRouteQuery('/receivingAddress/add').from);
  const title = useRouteTitle('/receivingAddress/add');
  const [initial] = useState(() => savedForm('add') ?? emptyForm());
  const save = async (form: ReturnType<typeof emptyForm>) => {
    try {
      const address = await addressApi.add({ type: '1', ...form });
      clearForm();
      showToast(t('address.form.saved'));
      if (from) {
        if (!from.startsWith(href('/receivingAddress'))) chooseOrderAddress(from, address);
        void navigate(from, { replace: true });
      } else void navigate(href('/receivingAddress'), { replace: true });
    } catch (error) {
      showErrorBanner(t('address.form.saveFailed', { message: errorText(error) }));
    }
  };
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => (from ? void navigate(from, { replace: true }) : goBack(href('/receivingAddress')))} />
      <AddressFormView formKey="add" initial={initial} onSave={save} />
    </div>
  );
}
