import { useState } from 'react';
import { Header } from '@/components/Header';
import { EmptyState, InfiniteList, LoadState } from '@/components/LoadState';
import { StatusTabs } from '@/components/Tabs';
import { percentOf } from '@/domain';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { usePagedList } from '@/lib/query';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { projectStatuses, type ProjectStatus, type StoneProject } from '../api';
import { projectPages } from '../queries';
import '../components/stone.css';

/**
 * /artificialStone/projectManagement/list: the buyer's artificial-stone projects, newest first, page by
 * page, of one status or all — each with its address, contact, works period and how much of the planned
 * quantity has been shipped, leading to its shipment data. 新建项目 opens the form.
 */
export default function ProjectList() {
  const t = useT();
  const title = useRouteTitle('/artificialStone/projectManagement/list');
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined);
  const list = usePagedList(projectPages(status), (project) => project.projectId);
  const { items } = list;

  const tabs: { id: ProjectStatus | undefined; text: string }[] = [
    { id: undefined, text: t('stone.list.all') },
    ...projectStatuses.map((id) => ({ id, text: t(`stone.status.${id}`) })),
  ];
  const addLink = (
    <Link to={href('/artificialStone/projectManagement/add')} className="app-link">
      {t('stone.list.add')}
    </Link>
  );

  return (
    <div className="app-screen stone-page">
      <Header title={title} right={addLink} />
      <StatusTabs label={t('stone.list.tabs')} tabs={tabs} activeId={status} onSelect={setStatus} />
      <LoadState
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refresh()}
        failedTitle={t('stone.list.loadFailed')}
        retryLabel={t('stone.list.retry')}
        className="stone-state"
      >
        {items.length === 0 ? (
          <EmptyState title={t('stone.list.empty')} description={t('stone.list.emptyHint')} />
        ) : (
          <ul className="stone-list">
            {items.map((project) => (
              <li key={project.projectId}>
                <article className="stone-card" aria-label={project.projectName}>
                  <div className="stone-card__head">
                    <h2 className="stone-card__title">{project.projectName}</h2>
                    <span className={`stone-status stone-status--${project.status}`}>{t(`stone.status.${project.status}`)}</span>
                  </div>
                  <p className="stone-card__line">{t('stone.list.address', { address: project.projectAddress })}</p>
                  {project.contactName && (
                    <p className="stone-card__line">{t('stone.list.contact', { name: project.contactName, mobile: project.contactMobile ?? '' })}</p>
                  )}
                  {(project.startDate || project.endDate) && (
                    <p className="stone-card__line">
                      {t('stone.list.period', { start: project.startDate ?? t('stone.list.open'), end: project.endDate ?? t('stone.list.open') })}
                    </p>
                  )}
                  <Progress project={project} />
                  <div className="stone-card__actions">
                    <Link to={href('/artificialStone/projectManagement/shipmentData', { projectId: project.projectId })} className="stone-card__link">
                      <span className="stone-card__pill">{t('stone.list.shipments')}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && <InfiniteList hasMore={list.hasMore} loadMore={list.loadMore} />}
      </LoadState>
    </div>
  );
}

/** How much has been shipped: of the planned quantity (with a bar, clipped by its track past 100 %) when there is one, else the quantity alone. */
function Progress({ project }: { project: StoneProject }) {
  const t = useT();
  if (!project.plannedQuantity) return <p className="stone-card__line">{t('stone.list.shipped', { shipped: project.shippedQuantity, unit: project.unit })}</p>;
  const percent = percentOf(project.shippedQuantity, project.plannedQuantity);
  const text = t('stone.list.progress', { shipped: project.shippedQuantity, planned: project.plannedQuantity, unit: project.unit, percent });
  return (
    <div className="stone-progress">
      <p className="stone-card__line">{text}</p>
      <div className="stone-progress__track" aria-hidden="true">
        <div className="stone-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
