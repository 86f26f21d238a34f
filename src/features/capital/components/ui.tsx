import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/Form';
import { createLoadState } from '@/components/LoadState';
import { StatusTag as SharedStatusTag, type StatusTone } from '@/components/StatusTag';
import { useT } from '@/lib/i18n';
import { hasAppHistory, useLocation, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import type { BillDirection, CapitalBill } from '../api';

/** Loading, error (with retry) or the content, in the wallet pages' words. */
export const LoadState = createLoadState({ failedTitle: 'capital.common.loadFailed', retryLabel: 'capital.common.retry' });

const billTones: Record<CapitalBill['status'], StatusTone> = { processing: 'warning', success: 'success', failed: 'danger' };

/** A bill's status as a tag. */
export function StatusTag({ status }: { status: CapitalBill['status'] }) {
  const t = useT();
  return <SharedStatusTag tone={billTones[status] ?? 'neutral'}>{t(`capital.status.${status}`)}</SharedStatusTag>;
}

/** An amount with its sign by direction: "+5000.00" in, "-100.50" out. */
export function signedAmount(amount: string, direction: BillDirection): string {
  return `${direction === 'in' ? '+' : '-'}${amount}`;
}

// One text for a failed pay-password check everywhere (the cashier, the top-up and the wallet).
export { payPasswordErrorText } from '@/features/pay';

// The wallet's pay-password fields are the kit's six cells (the ERP payment and the pay dialog use them too).
export { PayPasswordField } from '@/components/PayPasswordField';

/** A form of the wallet: an intro line, the fields in a card, the form's own message and the submit button. */
export function CapitalForm({
  label,
  intro,
  formError,
  submitText,
  running,
  onSubmit,
  children,
  after,
}: {
  /** The form's accessible name. */
  label: string;
  intro?: ReactNode;
  formError: string | null;
  submitText: string;
  running: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Under the button (a link to another way). */
  after?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="cap-form" onSubmit={submit} noValidate aria-label={label}>
      {intro && <p className="cap-form__intro">{intro}</p>}
      <List mode="card" className="cap-form__fields">
        {children}
      </List>
      <div className="cap-form__error">
        <FormError message={formError} />
      </div>
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={running} className="cap-form__submit">
        {submitText}
      </Button>
      {after}
    </form>
  );
}

/**
 * Leaves a finished form: back to the page of this app that opened it (the wallet, the withdrawal), or —
 * when the form was opened directly — to the wallet in its place, never out of the app.
 */
export function useLeaveForm(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (hasAppHistory(location) ? navigate(-1) : navigate(href('/myCapital'), { replace: true }));
}
