import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { Header } from '../Header';
import { SubmitBar, type Submittable } from './SubmitBar';

/** A form on a page of its own: the header, the fields in one card list, the submit in the bottom bar. */
export function FormScreen({ title, kit, submitText, children }: { title: string; kit: Submittable; submitText: string; children: ReactNode }) {
  return (
    <div className="app-screen">
      <Header title={title} />
      <List>{children}</List>
      <SubmitBar kit={kit}>{submitText}</SubmitBar>
    </div>
  );
}
