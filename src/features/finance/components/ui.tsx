import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { createLoadState } from '@/components/LoadState';
import { StatusTag as SharedStatusTag, type StatusTone } from '@/components/StatusTag';
import type { ApplyStatus, LoanStatus, RecordStatus } from '../api';

/** Loading, error (with retry) or the content, in the finance pages' words. */
export const LoadState = createLoadState({ failedTitle: 'finance.common.loadFailed', retryLabel: 'finance.common.retry' });

const financeTones: Record<ApplyStatus | LoanStatus | RecordStatus, StatusTone> = {
  none: 'neutral',
  reviewing: 'warning',
  processing: 'warning',
  repaying: 'warning',
  approved: 'success',
  success: 'success',
  settled: 'success',
  rejected: 'danger',
  failed: 'danger',
  overdue: 'danger',
};

/** A status (of an application, a loan or a record) as a coloured tag: its tone from the status, its text in the buyer's words. */
export function StatusTag({ status, text }: { status: ApplyStatus | LoanStatus | RecordStatus; text: string }) {
  return <SharedStatusTag tone={financeTones[status] ?? 'neutral'}>{text}</SharedStatusTag>;
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
