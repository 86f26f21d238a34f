import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { TitleChoices } from '../components/TitleCards';
import { chooseInvoiceTitle } from '../titleChoice';
import { vatTitles } from '../queries';
import '../titles.css';

/**
 * /account/invoice/select?from=…&titleId=…&titleType=company: choose a saved VAT title for the page
 * `from` (default: the apply form) and go back there with it — the hand-back of titleChoice.ts, as the
 * address picker does. `titleId` marks the current choice; `titleType=company` offers company titles only
 * (a VAT special invoice needs one).
 */
export default function InvoiceTitleSelect() {
  const t = useT();
  const navigate = useNavigate();
  const query = useRouteQuery('/account/invoice/select');
  const from = localHref(query.from) ?? href('/account/invoice/apply');
  const companyOnly = query.titleType === 'company';
  const title = useRouteTitle('/account/invoice/select');
  const titles = useQuery(vatTitles(companyOnly ? 'company' : undefined));
  return (
    <div className="app-screen vt-page">
      <Header title={title} onBack={() => void navigate(from, { replace: true })} />
      {companyOnly && <p className="vt-hint">{t('vatTitle.select.companyOnly')}</p>}
      <LoadState {...loadStateOf(titles)} failedTitle={t('vatTitle.list.loadFailed')} retryLabel={t('vatTitle.list.retry')} className="app-state">
        <TitleChoices
          list={titles.data?.list ?? []}
          {...(query.titleId ? { selectedId: query.titleId } : {})}
          onChoose={(chosen) => {
            chooseInvoiceTitle(from, chosen);
            void navigate(from, { replace: true });
          }}
        />
      </LoadState>
      <div className="app-bottom-bar">
        <Button block color="primary" fill="outline" onClick={() => void navigate(href('/account/vatInvoice/list'))}>
          {t('vatTitle.select.manage')}
        </Button>
      </div>
    </div>
  );
}
