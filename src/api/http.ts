import type { Envelope } from '../../contract';
import { BASE_PATH, environment } from '../config/environment';
import {
  ApiError,
  NETWORK_FAILURE_STATUS,
  SessionError,
  SUCCESS_STATUS,
  TOKEN_EXPIRED_STATUS,
  WARNING_STATUS,
  WarningError,
} from './errors';
import { DecodeError, decoder, num, record, text, type Decoder } from './decode';
import { goToErrorPage, reloadToRoot } from './navigation';
import { fileNameOfDisposition, type FileReply } from './fileReply';
import { clearTokens, getAccessToken, getRefreshToken, removeAccessToken, setTokens } from './tokens';

/** The reply envelope of every call (contract/envelope.ts). */
export type { Envelope };

export type QueryValue = string | number | boolean | null | undefined;

/**
 * What a failed call does besides rejecting: 'error-page' (the default of the error
 * catalogue) sends the browser to /error-page; 'silent' only rejects (list loads that fail
 * silently, screens that show their own message).
 */
export type FailureMode = 'error-page' | 'silent';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** A JSON body, or FormData for multipart calls. */
  body?: unknown;
  headers?: Record<string, string>;
  onFailure?: FailureMode;
  /** Failure statuses the caller turns into its own message: they reject without navigating. */
  handles?: readonly number[];
}

const UNAUTHORISED = new Set([401, 403]);
const STATUS_SPELLINGS = ['status', 'Status', 'statusCode', 'StatusCode'] as const;

export const apiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const url = `${environment.sellerUrl}${BASE_PATH}/api/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
};

function isUnauthorisedBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return STATUS_SPELLINGS.some((key) => UNAUTHORISED.has(Number(record[key])));
}

function bodyStatus(body: unknown): number {
  if (typeof body !== 'object' || body === null) return NETWORK_FAILURE_STATUS;
  const status = Number((body as Record<string, unknown>).status);
  return Number.isFinite(status) ? status : NETWORK_FAILURE_STATUS;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'POST';
  return fetch(apiUrl(path, options.query), { method, headers, body: method === 'GET' ? undefined : body });
}

const decodeTokenReply = decoder(
  record({ status: num, data: record({ accessToken: text, refreshToken: text }) }),
);

let refreshInFlight: Promise<void> | null = null;

/** The Web Locks name that serialises refreshes across the seller's tabs (one origin). */
const REFRESH_LOCK = 'seller-token-refresh';

/**
 * Runs `task` while holding the cross-tab refresh lock: the server treats a rotated refresh token
 * sent twice as theft and ends the session, so two tabs must not refresh the same pair.
 */
function underRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

async function refreshTokens(expiredAccessToken: string | null): Promise<void> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  // Another tab refreshed while this one waited for the lock: its new pair is already stored.
  if (accessToken && expiredAccessToken && accessToken !== expiredAccessToken) return;
  try {
    if (!accessToken || !refreshToken) throw new Error('no tokens');
    const response = await send('Auth/RefreshTheToken', { body: { accessToken, refreshToken } }, accessToken);
    const reply = decodeTokenReply(await response.json());
    if (reply.status !== SUCCESS_STATUS || !reply.data.accessToken) throw new Error('refresh refused');
    setTokens(reply.data.accessToken, reply.data.refreshToken ?? undefined);
  } catch {
    clearTokens();
  }
}

/**
 * Status -43: one refresh for every call that fails at the same moment, and one tab at a time.
 * Success stores the new tokens and reloads to the root; a missing token or a failed refresh
 * clears both and goes there.
 */
function refreshSessionOnce(expiredAccessToken: string | null): Promise<void> {
  refreshInFlight ??= (async () => {
    await underRefreshLock(() => refreshTokens(expiredAccessToken));
    reloadToRoot();
  })();
  return refreshInFlight;
}

/** Only for tests: forget a finished refresh so the next -43 refreshes again. */
export function resetRefreshStateForTests(): void {
  refreshInFlight = null;
}

/**
 * Sends a call and returns its envelope whatever its business status, after the session rows of
 * the error catalogue: 401/403 (HTTP or body, any spelling) and -43 reject with SessionError
 * while the browser is sent to the root. A network failure rejects with status 0.
 */
export async function requestEnvelope(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<unknown>> {
  let response: Response;
  const accessToken = getAccessToken();
  try {
    response = await send(path, options, accessToken);
  } catch {
    throw new ApiError(NETWORK_FAILURE_STATUS);
  }
  return envelopeOf(response, accessToken);
}

/** The envelope of a reply, after the session rows of the error catalogue (see requestEnvelope). */
async function envelopeOf(response: Response, accessToken: string | null): Promise<Envelope<unknown>> {
  let body: unknown;
  try {
    body = UNAUTHORISED.has(response.status) ? null : await response.json();
  } catch {
    throw new ApiError(NETWORK_FAILURE_STATUS, undefined, response.status);
  }
  if (UNAUTHORISED.has(response.status) || isUnauthorisedBody(body)) {
    removeAccessToken();
    reloadToRoot();
    throw new SessionError(401);
  }
  const status = bodyStatus(body);
  if (status === TOKEN_EXPIRED_STATUS) {
    await refreshSessionOnce(accessToken);
    throw new SessionError(TOKEN_EXPIRED_STATUS);
  }
  if (!response.ok && status === NETWORK_FAILURE_STATUS)
    throw new ApiError(NETWORK_FAILURE_STATUS, undefined, response.status);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errorMessage = typeof record.errorMessage === 'string' ? record.errorMessage : undefined;
  return { status, data: record.data, errorMessage };
}

/**
 * Whether a reply is the file itself rather than an envelope (a refusal comes as JSON). An HTML
 * page is never the file: a server without the call may answer its application page.
 */
const isFileReply = (response: Response): boolean =>
  response.ok && !/json|html/i.test(response.headers.get('content-type') ?? '');

/**
 * Sends a call whose success is a file (`content-disposition: attachment`), not an envelope: the
 * file's bytes and the name the server gave it. A refusal is an envelope and follows the error
 * catalogue as in `request()`: statuses the caller `handles` reject plainly with the message.
 */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<FileReply> {
  const accessToken = getAccessToken();
  let response: Response;
  try {
    response = await send(path, { ...options, headers: { Accept: '*/*', ...options.headers } }, accessToken);
    if (isFileReply(response)) {
      const fileName = fileNameOfDisposition(response.headers.get('content-disposition'));
      return { blob: await response.blob(), fileName };
    }
  } catch {
    failed(options);
    throw new ApiError(NETWORK_FAILURE_STATUS);
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = await envelopeOf(response, accessToken);
  } catch (error) {
    if (!(error instanceof SessionError)) failed(options);
    throw error;
  }
  if (envelope.status === SUCCESS_STATUS) {
    failed(options);
    throw new ApiError(NETWORK_FAILURE_STATUS, 'an envelope where a file was expected');
  }
  if (envelope.status === WARNING_STATUS) throw new WarningError(envelope.errorMessage);
  if (!options.handles?.includes(envelope.status)) failed(options);
  throw new ApiError(envelope.status, envelope.errorMessage);
}

/**
 * Sends a call and resolves with `data` of a status-1 reply, read by `decode` (src/api/decode.ts).
 * Otherwise applies the error catalogue: -20 rejects with WarningError (the caller opens its
 * warning modal); statuses the caller `handles` reject plainly; anything else, and a reply whose
 * shape its decoder cannot read, goes to /error-page unless `onFailure` is 'silent'.
 */
export async function request<T>(path: string, decode: Decoder<T>, options: RequestOptions = {}): Promise<T> {
  let envelope: Envelope<unknown>;
  try {
    envelope = await requestEnvelope(path, options);
  } catch (error) {
    if (!(error instanceof SessionError)) failed(options);
    throw error;
  }
  if (envelope.status === SUCCESS_STATUS) return decoded(envelope.data, decode, options);
  if (envelope.status === WARNING_STATUS) throw new WarningError(envelope.errorMessage);
  if (!options.handles?.includes(envelope.status)) failed(options);
  throw new ApiError(envelope.status, envelope.errorMessage);
}

function decoded<T>(data: unknown, decode: Decoder<T>, options: RequestOptions): T {
  try {
    return decode(data);
  } catch (error) {
    failed(options);
    throw new ApiError(NETWORK_FAILURE_STATUS, error instanceof DecodeError ? error.message : undefined);
  }
}

function failed(options: RequestOptions): void {
  if ((options.onFailure ?? 'error-page') === 'error-page') goToErrorPage();
}
