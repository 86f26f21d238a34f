import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { useGoBack, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { TitleForm, draftOfTitle, emptyTitleDraft, titleBody, type TitleDraft } from '../components/TitleForm';
import { titleApi } from '../titleApi';
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
  const { data, loading, error, reload } = useServerData(
    async (signal): Promise<TitleDraft> => (titleId ? draftOfTitle(await titleApi.title(titleId, signal)) : emptyTitleDraft()),
    [titleId],
  );
  const save = async (draft: TitleDraft) => {
    try {
      await titleApi.save(titleBody(draft, titleId));
      showToast(t('vatTitle.form.saved'));
      goBack(href('/account/vatInvoice/list'));
    } catch (failure) {
      showErrorBanner(t('vatTitle.form.saveFailed', { message: errorText(failure) }));
    }
  };
  return (
    <div className="app-screen vt-page">
      <Header title={title} />
      <LoadState
        loading={loading}
        error={error}
        onRetry={reload}
        failedTitle={t('vatTitle.list.loadFailed')}
        retryLabel={t('vatTitle.list.retry')}
        className="app-state"
      >
        {data && <TitleForm key={titleId ?? 'new'} initial={data} onSave={save} />}
      </LoadState>
    </div>
  );
}
