import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus, fail } from './envelope.js';

/** Paths answered with the JSON envelope (the API and the real-time hub). */
export function isApiPath(url: string): boolean {
  return /^\/seller\/(api|notification)(\/|\?|$)/.test(url);
}

/** Paths of the marketplace console's REST API: errors are HTTP statuses with `{message}` bodies. */
export function isConsoleApiPath(url: string): boolean {
  return /^\/admin\/api(\/|\?|$)/.test(url);
}

export const CONSOLE_INTERNAL_ERROR = 'Внутренняя ошибка сервера';
export const CONSOLE_NOT_FOUND = 'Не найдено';

/**
 * Errors never produce an error page on the API: validation and other client errors answer
 * `{status: -1, errorMessage}`, anything unexpected is logged and answers 'Internal error'.
 * All with HTTP 200, as the contract says. The console's API (docs/contract/console.md) answers
 * `{message}` with the error's 4xx status instead (validation: 400), or 500.
 */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const statusCode = error.statusCode ?? 500;
  const clientError = error.validation !== undefined || (statusCode >= 400 && statusCode < 500);
  if (!clientError) request.log.error({ err: error }, 'Unhandled error');
  if (isConsoleApiPath(request.url)) {
    return clientError
      ? reply.code(statusCode >= 400 && statusCode < 500 ? statusCode : 400).send({ message: error.message })
      : reply.code(500).send({ message: CONSOLE_INTERNAL_ERROR });
  }
  if (isApiPath(request.url)) {
    return reply.code(200).send(fail(ApiStatus.invalid, clientError ? error.message : 'Internal error'));
  }
  return reply
    .code(clientError ? statusCode : 500)
    .type('text/plain; charset=utf-8')
    .send(clientError ? error.message : 'Internal error');
}

/** An empty JSON body counts as no body (some clients send the JSON content type on bodiless POSTs). */
export function tolerateEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
