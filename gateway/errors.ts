/**
 * Failures a handler or the request pipeline reports to the caller. Every one becomes the envelope
 * `{ success: false, code, data, message }` (data null unless given) with the HTTP status below.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500,
    readonly code: string,
    message: string,
    /** The envelope's `data` of the failure (null unless the app needs more than the message, e.g. the seconds a lock has left). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** 400: the input breaks a rule (format, range, business rule); the message says which. */
export function badRequest(message: string, code = '400'): GatewayError {
  return new GatewayError(400, code, message);
}

/** 401: no valid login (missing, unknown or expired token). */
export function unauthorized(message = '登录信息已过期，请重新登录'): GatewayError {
  return new GatewayError(401, '401', message);
}

/** 403: a valid login asking about another member by id (memberId in the payload). */
export function forbidden(message = '无权访问其他会员的数据'): GatewayError {
  return new GatewayError(403, '403', message);
}

/**
 * 404: the thing does not exist — or belongs to another member. Both answer alike so that ids of other
 * members' carts, orders, addresses, invoices and vehicles cannot be probed.
 */
export function notFound(what: string): GatewayError {
  return new GatewayError(404, '404', `${what}不存在`);
}

/** 409: the request conflicts with the current state (a changed price, a reused key, a finished order). */
export function conflict(message: string, code = '409'): GatewayError {
  return new GatewayError(409, code, message);
}
