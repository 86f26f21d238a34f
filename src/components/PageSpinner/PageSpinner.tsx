import { useSnapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { ui } from '@/lib/ui';
import './pageSpinner.css';

/** A spinner over the page while the loading flag is set (the showLoding middleware, or a screen). */
export function PageSpinner({ force = false }: { force?: boolean }) {
  const { pageLoading } = useSnapshot(ui);
  const t = useT();
  if (!pageLoading && !force) return null;
  return (
    <div className="page-spinner" role="status" aria-label={t('common.loading')}>
      {/* A CSS ring: antd-mobile's SpinLoading animates with react-spring, ~20 KB gzip on the first load. */}
      <span className="page-spinner__ring" aria-hidden="true" />
    </div>
  );
}
