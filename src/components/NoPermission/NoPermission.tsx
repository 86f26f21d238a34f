import type { ReactNode } from 'react';
import { refusalKey } from '@/lib/buttons';
import { useT } from '@/lib/i18n';
import { StatusBlock } from '@/components/StatusBlock';

/**
 * What the page of an action shows instead of its form when the buyer's menu tree leaves the action's
 * button out (reached by its address or an old link): the refusal in the buyer's language, and a way on.
 */
export function NoPermission({ btnId, children }: { btnId: string; children?: ReactNode }) {
  const t = useT();
  const key = refusalKey(btnId);
  return (
    <div className="list-state" role="alert">
      <StatusBlock status="default" title={key ? t(key) : t('error.server')}>
        {children}
      </StatusBlock>
    </div>
  );
}
