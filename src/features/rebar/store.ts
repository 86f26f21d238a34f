import { reindexRebarEntries, type RebarEntry } from '@/domain';
import { FORM_DRAFT_PREFIX } from '@/components/Form';
import { forgetPersisted, persisted } from '@/lib/storage';
import { readRebarDraft, REBAR_DRAFT_PREFIX, writeRebarDraft } from './draft';

/**
 * The rebar list handed to the goods page: what the buyer confirmed with Done on /selectRebar for a goods
 * being bought, kept per goods in this tab until it went into the cart. The list being typed is the rebar
 * form's (its draft), not this.
 */
export function handToGoodsPage(goodsId: string, entries: readonly RebarEntry[]): void {
  writeRebarDraft(goodsId, reindexRebarEntries(entries));
}

/** The list last handed to the goods page for this goods (none: empty). */
export function handedEntries(goodsId: string): RebarEntry[] {
  return readRebarDraft(goodsId);
}

/** Whose list /selectRebar edits: a goods being bought, or a cart line (saved to the cart on Done). */
export interface RebarSubject {
  readonly goodsId: string;
  readonly cartResourceId?: string | undefined;
}

/**
 * The name the rebar form keeps the list being typed under, per goods. A cart line's list keeps none: the
 * kit keeps a draft from the first look on, and a kept copy would hide a change saved to the line since.
 */
export const rebarFormDraft = ({ goodsId, cartResourceId }: RebarSubject): string | undefined => (cartResourceId ? undefined : `rebar.goods.${goodsId}`);

/** Forgets a goods' list, handed over or being typed (it went into the cart). */
export function forgetGoodsList(goodsId: string): void {
  handToGoodsPage(goodsId, []);
  persisted(`${FORM_DRAFT_PREFIX}${rebarFormDraft({ goodsId })}`).write(undefined);
}

/** Forgets every rebar list of this tab, handed over or being typed (tests start from none). */
export function reset(): void {
  forgetPersisted(REBAR_DRAFT_PREFIX);
  forgetPersisted(`${FORM_DRAFT_PREFIX}rebar.`);
}
