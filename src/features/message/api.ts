import { api, unwrap, type CallData } from '@/lib/api';

export type Message = CallData<'message.get'>;

export const messageApi = {
  /** One message of the buyer (404 for a missing one or another member's). */
  get: (messageId: string, signal?: AbortSignal) => unwrap(api.message.get({ messageId }, { signal })),
  /** Marks messages read; answers the unread counts. */
  markRead: (messageIds: string[]) => unwrap(api.message.markRead({ messageIds })),
};
