import { useGoBack, useNavigate, useRouteQuery } from '@/lib/navigation';
import { Header } from '@/components/Header';
import { api } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { href, localHref } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { AddressFormView } from '../components/AddressForm';
import { useRouteTitle } from '../components/ui';
import { chooseOrderAddress, emptyForm } from '../store';
import '../components/address.css';

/** /receivingAddress/add: a new delivery address; coming from the order, it becomes the order's address. */
export default function AddressAdd() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const from = localHref(useRouteQuery('/receivingAddress/add').from);
  const title = useRouteTitle('/receivingAddress/add');
  return (
    <div className="app-screen">
      <Header title={title} onBack={() => (from ? void navigate(from, { replace: true }) : goBack(href('/receivingAddress')))} />
      <AddressFormView
        draftKey="address.add"
        initial={emptyForm()}
        save={(form) => api.address.add({ type: '1', ...form })}
        onSaved={(address) => {
          showToast(t('address.form.saved'));
          if (from) {
            if (!from.startsWith(href('/receivingAddress'))) chooseOrderAddress(from, address);
            void navigate(from, { replace: true });
          } else void navigate(href('/receivingAddress'), { replace: true });
        }}
      />
    </div>
  );
}
