// What went wrong with a call, in the terms the screens act on: the error every API function throws, and the
// questions the screens ask of it (rather than reading statuses themselves).

/** What the API answered, in terms the UI can act on. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed before any answer. */
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server said the record does not exist (404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** No answer at all: the network failed before the server could say anything. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** A refusal of the request itself (4xx): sending it again would not help. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The HTTP status of a failed call (0: no answer), or null for anything else. */
export const errorStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** The server's own message (French for every refusal of ours), or null. */
export const serverMessage = (error: unknown): string | null => (error instanceof ApiError && error.message ? error.message : null);
