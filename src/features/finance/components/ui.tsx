import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { createLoadState } from '@/components/LoadState';
import type { ApplyStatus, LoanStatus, RecordStatus } from '../api';

/** Loading, error (with retry) or the content, in the finance pages' words. */
export const LoadState = createLoadState({ failedTitle: 'finance.common.loadFailed', retryLabel: 'finance.common.retry' });

/** A status (of an application, a loan or a record) as a coloured tag: its class from the status, its text in the buyer's words. */
export function StatusTag({ status, text }: { status: ApplyStatus | LoanStatus | RecordStatus; text: string }) {
  return <span className={`fin-status fin-status--${status}`}>{text}</span>;
}

/** A finance form: its fields in a list, what follows them, and the submit button in the bottom bar. */
export function FinanceForm({
  children,
  after,
  submitText,
  pending,
  onSubmit,
}: {
  children: ReactNode;
  after?: ReactNode;
  submitText: string;
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="fin-form">
      <List>{children}</List>
      {after}
      <div className="app-bottom-bar">
        <Button block color="primary" loading={pending} onClick={onSubmit}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
