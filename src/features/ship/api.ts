import { api, unwrap, type CallBody, type CallData } from '@/lib/api';

/** One of the buyer's ships with its bound captain. */
export type Ship = CallData<'ship.list'>['list'][number];
/** A page of ships. */
export type ShipPage = CallData<'ship.list'>;
/** What adding a ship sends. */
export type ShipInput = CallBody<'ship.add'>;
/** One of the buyer's captains. */
export type Captain = CallData<'captain.list'>['list'][number];

/** The most ships or captains one buyer keeps (the gateway's limit): one page holds them all. */
export const FLEET_PAGE_SIZE = 100;

/** The ship calls of the ship screens (thin wrappers over the generated client). */
export const shipApi = {
  /** A page of the buyer's ships, searched by name or registration number. */
  list: (body: CallBody<'ship.list'>, signal?: AbortSignal): Promise<ShipPage> => unwrap(api.ship.list(body, { signal })),
  detail: (shipId: string, signal?: AbortSignal) => unwrap(api.ship.detail({ shipId }, { signal })),
  add: (body: ShipInput) => unwrap(api.ship.add(body)),
  bindCaptain: (shipId: string, captainId: string) => unwrap(api.ship.bindCaptain({ shipId, captainId })),
  /** Every captain of the buyer (to bind one to a ship). */
  captains: (signal?: AbortSignal) => unwrap(api.captain.list({ pageNum: 1, pageSize: FLEET_PAGE_SIZE }, { signal })),
};
