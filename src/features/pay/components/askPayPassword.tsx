import Dialog from 'antd-mobile/es/components/dialog';
import type { PasscodeInputRef } from 'antd-mobile/es/components/passcode-input';
import { useEffect, useRef } from 'react';
import { PayPasswordCells } from '@/components/PayPasswordField';
import { t } from '@/lib/i18n';
import './payPassword.css';

/**
 * The 6 cells of the pay password and the app's own numeric password keyboard under them — never the
 * phone's keyboard (product-spec §2 "a numeric password keyboard"): the cells take focus at once, so the
 * keyboard shows, and the sixth digit hands the password on.
 */
function PayPasswordPad({ hint, onFill }: { hint: string; onFill: (password: string) => void }) {
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="pay-password">
      <p className="pay-password__hint">{hint}</p>
      <PayPasswordCells ref={input} label={t('pay.erp.password')} onFill={onFill} />
    </div>
  );
}

/**
 * Asks for the 6-digit pay password on the numeric password keyboard, as paying from the wallet or the
 * ERP account (the cashier, a top-up) and withdrawing need it. `hint` says what it confirms (an amount,
 * a card). Resolves with the password once the sixth digit is typed, or null when the buyer cancelled.
 */
export function askPayPassword(title: string, hint: string = t('pay.cashier.walletPassword')): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (password: string | null) => {
      if (settled) return;
      settled = true;
      dialog.close();
      resolve(password);
    };
    const dialog = Dialog.show({
      title,
      className: 'pay-password-dialog',
      content: <PayPasswordPad hint={hint} onFill={finish} />,
      actions: [{ key: 'cancel', text: t('common.cancel'), onClick: () => finish(null) }],
      afterClose: () => finish(null),
    });
  });
}
