import { Dialog, Input } from 'antd-mobile';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/ui';

/**
 * Asks for the 6-digit pay password in a dialog, as paying from the wallet or the ERP account needs it
 * (an order at the cashier, a top-up). Resolves with the password, or null when the buyer cancelled or
 * typed something that is not 6 digits (which is said, and nothing is sent).
 */
export async function askPayPassword(title: string): Promise<string | null> {
  let password = '';
  const ok = await Dialog.confirm({
    title,
    content: (
      <Input
        aria-label={t('pay.erp.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        placeholder={t('pay.cashier.walletPassword')}
        onChange={(value) => (password = value)}
      />
    ),
    confirmText: t('common.ok'),
    cancelText: t('common.cancel'),
  });
  if (!ok) return null;
  if (!/^\d{6}$/.test(password)) {
    showToast(t('pay.erp.badPassword'));
    return null;
  }
  return password;
}
