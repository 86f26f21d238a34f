import { SpinLoading } from 'antd-mobile';
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
      <SpinLoading color="primary" style={{ '--size': '36px' }} />
    </div>
  );
}
