import { persisted } from '@/lib/storage';
import type { VatTitle } from './titleApi';

/**
 * The hand-back of /account/invoice/select, the same pattern as the address picker's
 * (chooseOrderAddress / chosenOrderAddressId of src/features/address): the page that asks for a title
 * links to the picker with `href('/account/invoice/select', { from: <its own href>, titleId?, titleType? })`;
 * the picker stores the chosen title for `from` and goes back there (replace); that page then reads it
 * with {@link chosenInvoiceTitle} (or {@link takeChosenInvoiceTitle}, which also forgets it). Kept in this
 * tab's storage, so a reload of the asking page in between keeps the choice.
 */
interface Choice {
  readonly from: string;
  readonly title: VatTitle;
}

const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' && value !== null && typeof (value as Choice).from === 'string' && typeof (value as Choice).title?.titleId === 'string';

const stored = persisted<Choice>('buyerapp.invoiceTitleChoice', { accept: isChoice });

/** Hands the chosen title to the page `from` (the picker calls this, then goes back to `from`). */
export function chooseInvoiceTitle(from: string, title: VatTitle): void {
  stored.write({ from, title: { ...title } });
}

/** The title chosen for the page `from`, if any (kept until taken or replaced). */
export function chosenInvoiceTitle(from: string): VatTitle | undefined {
  const choice = stored.read();
  return choice !== undefined && choice.from === from ? choice.title : undefined;
}

/** The title chosen for the page `from`, once: it is forgotten as it is read. */
export function takeChosenInvoiceTitle(from: string): VatTitle | undefined {
  const title = chosenInvoiceTitle(from);
  if (title !== undefined) stored.write(undefined);
  return title;
}
