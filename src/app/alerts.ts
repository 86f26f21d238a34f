import { Dialog } from 'antd-mobile';
import { t } from '@/lib/i18n';

/** The security notice: an alert with one OK button; resolves when the buyer taps it. */
export function showAlert(title: string, message: string): Promise<void> {
  return Dialog.alert({ title, content: message, confirmText: t('common.ok'), 'aria-label': title });
}
