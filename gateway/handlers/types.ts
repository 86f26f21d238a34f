import type { CallId } from '@gen/calls.gen';
import type { CallBody, CallData, CallQuery } from '@gen/client.gen';
import type { Db } from '../db';
import { unauthorized } from '../errors';
import type { Session } from '../sessions';
import type { GatewaySettings, Logger } from '../settings';

/** What a handler gets: the validated input, the caller's session and the gateway's services. */
export interface CallContext<K extends CallId> {
  readonly id: K;
  /** The query, validated (and coerced) by `callValidators[id].query`; `never` for calls without one. */
  readonly query: CallQuery<K>;
  /** The body, validated by `callValidators[id].body`; `never` for calls without one. */
  readonly body: CallBody<K>;
  /** The member of a valid token: always set for `auth: token` calls, optional for `auth: none`. */
  readonly session: Session | null;
  /** The raw token header (the SMS token of `auth: smsToken` calls). */
  readonly tokenHeader: string | null;
  /** The client's address (gateway/rateLimit.ts clientAddressOf: the socket's, or X-Forwarded-For's behind trusted proxies), the key of the per-address limits. */
  readonly clientAddress: string;
  readonly db: Db;
  readonly settings: GatewaySettings;
  readonly log: Logger;
}

/** A call's implementation: validated input in, the envelope's `data` out (typed from the spec). */
export type Handler<K extends CallId> = (ctx: CallContext<K>) => Promise<CallData<K>>;

/** The handlers of the calls whose ids start with one of the prefixes, e.g. AreaHandlers<'capital' | 'finance'>. */
export type AreaHandlers<P extends string> = { [K in Extract<CallId, `${P}.${string}`>]: Handler<K> };

/** One handler per call id of the spec: TypeScript rejects the registry when a call has none. */
export type HandlerRegistry = { [K in CallId]: Handler<K> };

/** The caller's member id; the pipeline guarantees a session on `auth: token` calls. */
export function memberOf(ctx: Pick<CallContext<CallId>, 'session'>): string {
  if (ctx.session === null) throw unauthorized();
  return ctx.session.memberId;
}
