import { t } from '@/lib/i18n';

/**
 * The security notice: an alert with one OK button; resolves when the buyer taps it. The dialog's code
 * (and its animation library) loads on first use, keeping it off every page's first load.
 */
export async function showAlert(title: string, message: string): Promise<void> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.alert({ title, content: message, confirmText: t('common.ok'), 'aria-label': title });
}
