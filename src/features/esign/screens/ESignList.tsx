import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { StatusTag, type StatusTone } from '@/components/StatusTag';
import { api, errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { usePagedList } from '@/lib/query';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import { canSign, type EsignContract, type EsignStatus } from '../api';
import { esignPages, esignStatuses } from '../queries';
import { openOutsidePage } from '@/lib/native';
import { openDocument } from '../openPage';
import '../components/esign.css';

const esignTones: Record<EsignStatus, StatusTone> = { toSign: 'info', signing: 'warning', signed: 'success', expired: 'neutral', rejected: 'danger' };

/**
 * /eSignManagement/eSignList?status=…: the buyer's e-sign contracts by status, page by page. A contract to
 * sign (or still being signed) opens the provider's signing page — in a native view inside the app, in a
 * new tab in a browser — which returns here; a signed one opens its document through the app's PDF viewer
 * (a new tab in a browser).
 */
export default function ESignList() {
  const t = useT();
  const title = useRouteTitle('/eSignManagement/eSignList');
  const navigate = useNavigate();
  const { status } = useRouteQuery('/eSignManagement/eSignList');
  const list = usePagedList(esignPages(status), (contract) => contract.esignContractId);
  const { items, hasMore, loading, error } = list;
  // Which contract's signing page is being opened (its button spins; the others wait).
  const [signingId, setSigningId] = useState<string | null>(null);
  const signing = useWrite({
    write: async (esignContractId: string) => {
      // The provider's page returns the buyer to this list once signed.
      const { signUrl } = await api.esign.signUrl({ esignContractId, redirectUrl: window.location.href });
      await openOutsidePage(signUrl, t('esign.list.signPage'));
    },
    // Asking for the link starts the signing: the contract now shows as being signed (and the overview's counts change).
    invalidates: [['esign']],
  });
  const sign = async (contract: EsignContract) => {
    setSigningId(contract.esignContractId);
    await signing.run(contract.esignContractId);
    setSigningId(null);
  };
  const view = (contract: EsignContract) => {
    if (!contract.fileUrl) {
      showToast(t('esign.list.noFile'));
      return;
    }
    openDocument(contract.fileUrl).catch((failure: unknown) => showErrorBanner(errorText(failure)));
  };

  const tabs: { id: EsignStatus | undefined; text: string }[] = [
    { id: undefined, text: t('esign.list.all') },
    ...esignStatuses.map((id) => ({ id, text: t(`esign.status.${id}`) })),
  ];

  return (
    <div className="app-screen esign-page">
      <Header title={title} />
      <StatusTabs
        label={t('esign.list.tabs')}
        tabs={tabs}
        activeId={status}
        onSelect={(id) => navigate(href('/eSignManagement/eSignList', id ? { status: id } : {}), { replace: true })}
      />
      <LoadState
        loading={loading}
        error={error}
        onRetry={() => void list.refresh()}
        failedTitle={t('esign.list.loadFailed')}
        retryLabel={t('esign.list.retry')}
        className="esign-state"
      >
        {items.length === 0 ? (
          <EmptyState title={t('esign.list.empty')} />
        ) : (
          <ul className="esign-list">
            {items.map((contract) => (
              <li key={contract.esignContractId}>
                <article className="esign-card esign-item" aria-label={contract.title}>
                  <div className="esign-item__head">
                    <h2 className="esign-item__title">{contract.title}</h2>
                    <StatusTag tone={esignTones[contract.status] ?? 'neutral'}>{t(`esign.status.${contract.status}`)}</StatusTag>
                  </div>
                  {contract.contractNo && <p className="esign-item__line">{t('esign.list.contractNo', { no: contract.contractNo })}</p>}
                  {contract.sellerName && <p className="esign-item__line">{t('esign.list.seller', { name: contract.sellerName })}</p>}
                  <p className="esign-item__line esign-item__time">{t('esign.list.createdAt', { time: contract.createTime })}</p>
                  {contract.signTime && <p className="esign-item__line esign-item__time">{t('esign.list.signedAt', { time: contract.signTime })}</p>}
                  {(canSign(contract.status) || contract.status === 'signed') && (
                    <div className="esign-item__actions">
                      {canSign(contract.status) ? (
                        <Button
                          size="small"
                          color="primary"
                          loading={signing.pending && signingId === contract.esignContractId}
                          loadingText={t('esign.list.signing')}
                          disabled={signing.pending}
                          onClick={() => void sign(contract)}
                        >
                          {t('esign.list.sign')}
                        </Button>
                      ) : (
                        <Button size="small" color="primary" fill="outline" onClick={() => view(contract)}>
                          {t('esign.list.view')}
                        </Button>
                      )}
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}
