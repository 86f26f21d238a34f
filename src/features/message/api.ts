import type { CallData } from '@/lib/api';

export type Message = CallData<'message.get'>;
/** A message category (system, order, logistics, finance). */
export type MessageCategory = Message['category'];
/** The unread messages, in all and per category. */
export type UnreadCounts = CallData<'message.markRead'>;

/** The categories in the order the tabs show them. */
export const messageCategories: readonly MessageCategory[] = ['system', 'order', 'logistics', 'finance'];
