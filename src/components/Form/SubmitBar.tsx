import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** What the bar needs of a form: its submit and whether the write is under way (a `useFormKit` result). */
export interface Submittable {
  readonly submit: () => Promise<void>;
  readonly write: { readonly pending: boolean };
}

/** A form's submit button in the bottom bar (or the class given): spinning while the write runs. */
export function SubmitBar({ kit, className = 'app-bottom-bar', children }: { kit: Submittable; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <Button block color="primary" loading={kit.write.pending} onClick={() => void kit.submit()}>
        {children}
      </Button>
    </div>
  );
}
