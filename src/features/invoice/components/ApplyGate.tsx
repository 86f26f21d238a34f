import type { ReactNode } from 'react';
import { PermissionGate } from '@/components/NoPermission';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';

/** Whether the buyer's menu tree lets them apply for invoices (btn_invoice_apply; the gateway refuses too). */
export const useMayApply = () => useCan(menuButtons.invoiceApply);

/**
 * An invoice-apply page (the order selection, the apply form, the add-invoice forms): for a buyer whose
 * menu tree leaves applying out, reached by its address or an old link, it says so instead of the form
 * and leads to the invoices they have.
 */
export function ApplyGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <PermissionGate
      btnId={menuButtons.invoiceApply}
      title={title}
      className="inv-page"
      wayOn={
        <Link className="app-link" to={href('/account/invoice/list')}>
          {t('invoice.myInvoices')}
        </Link>
      }
    >
      {children}
    </PermissionGate>
  );
}
