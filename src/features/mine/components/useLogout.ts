import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/ui';
import { useWrite } from '@/lib/write';
import { logout } from '../security';

/**
 * Logging out after the buyer confirmed it. It never fails here: a gateway that cannot be told is logged
 * and the local session ends anyway; then `onDone` (the page's way on).
 */
export function useLogout(onDone?: () => unknown) {
  const t = useT();
  return useWrite({
    write: logout,
    showError: 'none',
    onSuccess: () => {
      showToast(t('mine.loggedOutToast'), 1200);
      return onDone?.();
    },
  });
}
