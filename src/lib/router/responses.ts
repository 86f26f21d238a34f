/** What a loader returns (or throws) to send the visitor elsewhere instead of rendering its route. */
export class Redirect {
  constructor(readonly location: string) {}
}

/** A failed route with an HTTP-like status, rendered by the nearest error element. */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

/** A redirect for a loader to return or throw. */
export function redirect(location: string): Redirect {
  return new Redirect(location);
}

/** An error response for a loader to throw (`throw data('Not found', { status: 404 })`). */
export function data(payload: unknown, init: { status: number; statusText?: string }): ErrorResponse {
  return new ErrorResponse(init.status, init.statusText ?? '', payload);
}

/** Whether a route error is an error response made with `data` (it has a status). */
export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}
