import { useLocation } from '@/lib/navigation';
import { nativeBridge } from '@/lib/native';
import { homePath } from '@/lib/session';

/**
 * Where the header's back arrow goes when the page was opened directly in a browser (no history
 * entry to go back to): the saved home page. Inside the app the arrow closes the native view, and
 * with history it goes back, so this is undefined then.
 */
export function useBackPath(fallback?: string): string | undefined {
  const location = useLocation();
  if (nativeBridge().inApp) return undefined;
  return location.key === 'default' ? (fallback ?? homePath()) : undefined;
}
