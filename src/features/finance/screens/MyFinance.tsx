import { Header } from '@/components/Header';
import { loadStateOf, useQuery } from '@/lib/query';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { FinanceHub } from '../components/FinanceHub';
import { LoadState } from '../components/ui';
import { financeHome } from '../queries';
import '../components/finance.css';

/**
 * /myFinance: the buyer's financing hub — the credit line, the actions (draw down, apply, loans, history,
 * the offer) one tap away, where the latest application stands and the partner's page.
 */
export default function MyFinance() {
  const title = useRouteTitle('/myFinance');
  const home = useQuery(financeHome());
  return (
    <div className="app-screen fin-page">
      <Header title={title} />
      <LoadState {...loadStateOf(home)}>{home.data && <FinanceHub home={home.data} />}</LoadState>
    </div>
  );
}
