import type { ReactNode } from 'react';
import { Header } from '@/components/Header';
import { useCan } from '@/lib/session';
import { NoPermission } from './NoPermission';

/**
 * A page whose action is a button of the menu tree: the page itself when the buyer's menu tree has the
 * button, else the page's header over the refusal and `wayOn` (a link to what the buyer may see instead).
 */
export function PermissionGate({
  btnId,
  title,
  className,
  wayOn,
  children,
}: {
  btnId: string;
  title: string;
  className?: string;
  wayOn: ReactNode;
  children: ReactNode;
}) {
  if (useCan(btnId)) return <>{children}</>;
  return (
    <div className={className ? `app-screen ${className}` : 'app-screen'}>
      <Header title={title} />
      <NoPermission btnId={btnId}>{wayOn}</NoPermission>
    </div>
  );
}
