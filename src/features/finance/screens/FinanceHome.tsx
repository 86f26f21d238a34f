import { Header } from '@/components/Header';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { FinanceHub } from '../components/FinanceHub';
import { LoadState } from '../components/ui';
import { financeHome } from '../queries';
import '../components/finance.css';

/**
 * /myFinance/home: the same hub as /myFinance under the finance home's title (the product's older way
 * in): the credit line, the actions, the application's status and the partner's page.
 */
export default function FinanceHome() {
  const title = useRouteTitle('/myFinance/home');
  const home = useQuery(financeHome());
  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>{home.data && <FinanceHub home={home.data} />}</LoadState>
    </div>
  );
}
