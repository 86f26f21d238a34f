import { useSnapshot } from 'valtio';
import { ui } from '@/lib/ui';
import './errorBanner.css';

/**
 * The error banner (product-spec §3/§4): shows the message of `showErrorBanner` at the top of the
 * page; the store hides it after 3000 ms.
 */
export function ErrorBanner() {
  const { errorBanner } = useSnapshot(ui);
  if (!errorBanner.visible) return null;
  return (
    <div className="error-banner" role="alert">
      {errorBanner.message}
    </div>
  );
}
