// The buttons of the menu tree that gate an action (constants menuButtons): the refusal
// of each in the buyer's language. Not part of the first load: the screens offering such an action import it.
import { type ApiError, wordErrorCode } from './api';
import { menuButtons } from './constants';
import { type MessageKey, t } from './i18n';

const refusals: Readonly<Record<string, MessageKey>> = {
  [menuButtons.invoiceApply]: 'permission.invoiceApply',
  [menuButtons.quickOrder]: 'permission.quickOrder',
  [menuButtons.refundApply]: 'permission.refundApply',
  [menuButtons.waybillReassign]: 'permission.waybillReassign',
  [menuButtons.financeApply]: 'permission.financeApply',
};

/** The catalogue key saying the buyer may not use a button's action. */
export function refusalKey(btnId: string): MessageKey | undefined {
  return refusals[btnId];
}

// The gateway refuses such an action with NO_PERMISSION and names the button in its data: its refusal is
// shown in the buyer's language (a button without a text of ours keeps the gateway's message).
wordErrorCode('NO_PERMISSION', (error: ApiError) => {
  const btnId = (error.body as { data?: { btnId?: unknown } } | null)?.data?.btnId;
  const key = typeof btnId === 'string' ? refusals[btnId] : undefined;
  return key ? t(key) : null;
});
