import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { useGoBack, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { TitleForm, type TitleFormValues } from '../components/TitleForm';
import { vatTitle } from '../queries';
import { emptyTitleValues, titleValuesOf } from '../titleFields';
import '../titles.css';

/**
 * /account/vatInvoice/edit?vatInvoiceId=…: adds a VAT invoice title (no id) or changes one. Saved, it goes
 * back to the page that opened it (the title list, the title picker or checkout), which reloads its titles.
 */
export default function VatInvoiceEdit() {
  const t = useT();
  const goBack = useGoBack();
  const title = useRouteTitle('/account/vatInvoice/edit');
  const titleId = useRouteQuery('/account/vatInvoice/edit').vatInvoiceId;
  const saved = useQuery({ ...vatTitle(titleId ?? ''), enabled: titleId !== undefined });
  const initial: TitleFormValues | undefined =
    titleId === undefined ? { ...emptyTitleValues(), isDefault: false } : saved.data && { ...titleValuesOf(saved.data), isDefault: saved.data.isDefault };
  const onSaved = () => {
    showToast(t('vatTitle.form.saved'));
    goBack(href('/account/vatInvoice/list'));
  };
  return (
    <div className="app-screen vt-page">
      <Header title={title} />
      <LoadState
        {...(titleId === undefined ? { loading: false, error: null, onRetry: () => undefined } : loadStateOf(saved))}
        failedTitle={t('vatTitle.list.loadFailed')}
        retryLabel={t('vatTitle.list.retry')}
        className="app-state"
      >
        {initial && <TitleForm key={titleId ?? 'new'} initial={initial} titleId={titleId} onSaved={onSaved} />}
      </LoadState>
    </div>
  );
}
