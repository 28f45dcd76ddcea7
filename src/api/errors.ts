/** A call that did not answer status 1. `status` is the body status (0 for a network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorMessage: string | undefined;
  /** The HTTP status of a reply that carried no readable envelope (a 404 page), when there was one. */
  readonly httpStatus: number | undefined;

  constructor(status: number, errorMessage?: string, httpStatus?: number) {
    super(errorMessage ? `API status ${status}: ${errorMessage}` : `API status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorMessage = errorMessage;
    this.httpStatus = httpStatus;
  }
}

/** Status -20: the caller opens its warning modal instead of the error page. */
export class WarningError extends ApiError {
  constructor(errorMessage?: string) {
    super(WARNING_STATUS, errorMessage);
    this.name = 'WarningError';
  }
}

/** Not authorised or the session ended: the browser is already being sent to the root. */
export class SessionError extends ApiError {
  constructor(status: number, errorMessage?: string) {
    super(status, errorMessage);
    this.name = 'SessionError';
  }
}

export const SUCCESS_STATUS = 1;
export const WARNING_STATUS = -20;
export const TOKEN_EXPIRED_STATUS = -43;
export const NETWORK_FAILURE_STATUS = 0;

export const isWarning = (error: unknown): error is WarningError => error instanceof WarningError;
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
