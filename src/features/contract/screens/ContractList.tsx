import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { ChoiceChips } from '@/components/ChoiceChips';
import { Header } from '@/components/Header';
import { EmptyState, ErrorState, InfiniteList, LoadingState } from '@/components/LoadState';
import { money } from '@/components/Money';
import { StatusTabs } from '@/components/Tabs';
import { CONTRACT_TABS, contractRemainingAmount, contractStatusFilter, contractTabOf, type ContractTab } from '@/domain';
import { useDebouncedValue } from '@/lib/debounce';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { usePagedList, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import type { Contract } from '../api';
import { contractPages, contractSellers } from '../queries';
import { ContractStatus } from '../components/ContractStatus';
import '../contract.css';

/**
 * /myContract: the buyer's contracts — tabs by status (kept in the address), a search over the contract
 * number, name and seller (asked once the buyer pauses typing), a seller filter, and the list page by page.
 * Each card shows the number, name, seller, term, amount and the remaining amount; an expired contract is
 * listed too, labelled ineffective. A card opens the contract.
 */
export default function ContractList() {
  const t = useT();
  const navigate = useNavigate();
  const title = useRouteTitle('/myContract');
  const tab = contractTabOf(useRouteQuery('/myContract').status);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword.trim());
  const [sellerId, setSellerId] = useState('');
  const sellers = useQuery(contractSellers());

  const list = usePagedList(
    contractPages({ ...contractStatusFilter(tab), ...(sellerId ? { sellerId } : {}), ...(settledKeyword ? { keyword: settledKeyword } : {}) }),
    (contract) => contract.contractId,
  );
  const { items } = list;

  const chooseTab = (next: ContractTab) => navigate(href('/myContract', next === 'all' ? {} : { status: next }), { replace: true });
  const tabText = { all: t('contract.list.all'), executing: t('contract.list.executing'), finished: t('contract.list.finished') } as const;

  let body;
  if (list.error) {
    body = <ErrorState title={t('contract.list.failed')} error={list.error} onRetry={() => void list.refresh()} retryLabel={t('contract.retry')} />;
  } else if (list.loading) {
    body = <LoadingState />;
  } else if (items.length === 0) {
    body = <EmptyState title={t('contract.list.empty')} />;
  } else {
    body = (
      <>
        <ul className="ctr-list" aria-label={title}>
          {items.map((contract) => (
            <li key={contract.contractId}>
              <ContractCard contract={contract} />
            </li>
          ))}
        </ul>
        <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />
      </>
    );
  }

  return (
    <div className="app-screen ctr-page">
      <Header title={title} />
      <div className="ctr-filters">
        <div role="search" aria-label={t('contract.list.search')}>
          <SearchBar placeholder={t('contract.list.searchPlaceholder')} value={keyword} onChange={setKeyword} onClear={() => setKeyword('')} />
        </div>
        <div className="ctr-seller">
          <ChoiceChips
            label={t('contract.list.sellerFilter')}
            options={[
              { id: '', text: t('contract.list.allSellers') },
              ...(sellers.data ?? []).map((seller) => ({
                id: seller.sellerId,
                text:
                  seller.contractCount === undefined
                    ? seller.sellerName
                    : t('contract.list.sellerOption', { name: seller.sellerName, count: seller.contractCount }),
              })),
            ]}
            value={sellerId}
            onChange={setSellerId}
            scroll
          />
        </div>
        <StatusTabs
          label={t('contract.list.tabs')}
          tabs={CONTRACT_TABS.map((id) => ({ id, text: tabText[id] }))}
          activeId={tab}
          onSelect={chooseTab}
          className="ctr-tabs"
        />
      </div>
      {body}
    </div>
  );
}

function ContractCard({ contract }: { contract: Readonly<Contract> }) {
  const t = useT();
  const remaining = contractRemainingAmount(contract);
  return (
    <Link
      to={href('/contractDetail', { contractId: contract.contractId })}
      aria-label={t('contract.list.open', { no: contract.contractNo })}
      className={contract.effective ? 'ctr-card' : 'ctr-card ctr-card--ineffective'}
    >
      <span className="ctr-card__head">
        <span className="ctr-card__no">{t('contract.contractNo', { no: contract.contractNo })}</span>
        <ContractStatus contract={contract} />
      </span>
      {contract.contractName && <span className="ctr-card__name">{contract.contractName}</span>}
      <span className="ctr-card__line">{t('contract.seller', { name: contract.sellerName })}</span>
      <span className="ctr-card__line">
        {t('contract.term', { start: contract.startDate ?? t('contract.noValue'), end: contract.endDate ?? t('contract.noValue') })}
      </span>
      {contract.totalAmount !== undefined && (
        <span className="ctr-card__amounts">
          <span>{t('contract.amount', { amount: money(contract.totalAmount) })}</span>
          {remaining !== null && <span className="ctr-card__remaining">{t('contract.remaining', { amount: money(remaining) })}</span>}
        </span>
      )}
    </Link>
  );
}
