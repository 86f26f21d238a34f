import { api, type CallBody, type CallData } from '@/lib/api';

/** One of the buyer's captains with the ship they command. */
export type Captain = CallData<'captain.list'>['list'][number];
/** A page of captains. */
export type CaptainPage = CallData<'captain.list'>;
/** What adding a captain sends. */
export type CaptainInput = CallBody<'captain.add'>;

/** The captain calls of the captain screens (thin wrappers over the generated client). */
export const captainApi = {
  /** A page of the buyer's captains, searched by name or mobile. */
  list: (body: CallBody<'captain.list'>, signal?: AbortSignal): Promise<CaptainPage> => api.captain.list(body, { signal }),
  add: (body: CaptainInput) => api.captain.add(body),
};
