import type { FastifyError, FastifyInstance } from 'fastify';
import {
  ErrorCode,
  TOO_DEEP_MESSAGE,
  defaultMessages,
  fail,
  isNestedDeeperThan,
} from '@site/shared/contract';
import { ApiError, isApiPath } from './api-error';
import { httpMessages } from '../messages/http';
import { localText, requestLocale } from '../messages/locale';
import { sendEnvelope } from './envelope';

/** Fastify's own errors for a body it could not read: the caller's fault, so 6007. */
const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);

/**
 * One error handler for the whole server: business errors become their envelope, bad
 * input 6007, and anything unexpected 6005 with the error logged. Only the error is
 * logged, never headers or body, so tokens and passwords stay out of the logs.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendEnvelope(request, reply, fail(error.code, error.message, error.data));
    }
    if (BAD_BODY_CODES.has(error.code) || error.statusCode === 400 || error.statusCode === 415) {
      return sendEnvelope(request, reply, fail(ErrorCode.INVALID_PARAMETER, httpMessages.badBody));
    }
    request.log.error({ err: error, url: request.url }, 'unexpected error');
    if (!isApiPath(request.url) && !request.url.startsWith('/dev/')) {
      return reply
        .code(500)
        .type('text/plain; charset=utf-8')
        .send(localText(defaultMessages[ErrorCode.SERVER_ERROR], requestLocale(request)));
    }
    return sendEnvelope(
      request,
      reply,
      fail(ErrorCode.SERVER_ERROR, defaultMessages[ErrorCode.SERVER_ERROR]),
    );
  });
}

/**
 * Bodies are JSON; an empty body means "no payload" (the contract's request schemas
 * default it), and text that is not JSON, or JSON nested past MAX_JSON_DEPTH, is answered
 * 6007 instead of Fastify's 400.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      done(new ApiError(ErrorCode.INVALID_PARAMETER, httpMessages.bodyNotJson), undefined);
      return;
    }
    // Before any route walks it (issue 26: a recursive walk of a body nested thousands deep
    // overflowed the stack and answered 6005), and for every route, the contract's or not.
    if (isNestedDeeperThan(parsed))
      done(
        new ApiError(ErrorCode.INVALID_PARAMETER, httpMessages.invalidRequestDetail(TOO_DEEP_MESSAGE)),
        undefined,
      );
    else done(null, parsed);
  });
}
