import { Button } from 'antd-mobile';
import { Header } from '@/components/Header';
import { LoadState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href, localHref } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { TitleCards } from '../components/TitleCards';
import { vatTitles } from '../queries';
import '../titles.css';

/**
 * /account/vatInvoice/list: the buyer's VAT invoice titles, the default first — add, edit, delete (after a
 * confirm) and set the default that checkout preselects. `from`: where back goes (a page that sent the
 * buyer here to manage titles).
 */
export default function VatInvoiceList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/account/vatInvoice/list');
  const from = localHref(useRouteQuery('/account/vatInvoice/list').from);
  const titles = useQuery(vatTitles());
  return (
    <div className="app-screen vt-page">
      <Header
        title={title}
        {...(from ? { onBack: () => void navigate(from, { replace: true }) } : {})}
        right={
          <Link className="app-link" to={href('/article/vatinvoice-help')}>
            {t('vatTitle.list.help')}
          </Link>
        }
      />
      <LoadState {...loadStateOf(titles)} failedTitle={t('vatTitle.list.loadFailed')} retryLabel={t('vatTitle.list.retry')} className="app-state">
        <TitleCards list={titles.data?.list ?? []} />
      </LoadState>
      <div className="app-bottom-bar">
        <Button block color="primary" onClick={() => void navigate(href('/account/vatInvoice/edit'))}>
          {t('vatTitle.list.add')}
        </Button>
      </div>
    </div>
  );
}
