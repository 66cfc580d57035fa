import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  ErrorCode,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  encryptedBodyKey,
  findUnsafeText,
  isNestedDeeperThan,
  ok,
  type Endpoint,
} from '@site/shared/contract';
import { decryptPayload } from '@site/shared/cipher';
import { httpMessages as text } from '../messages/http';
import { ApiError } from './api-error';
import { isSafeRequest, sendEnvelope } from './envelope';

// zod's own messages in Chinese. The shared contract is loaded as CommonJS (no "type":
// "module" in shared/package.json) and so gets zod's CommonJS copy: configure both.
z.config(z.locales.zhCN());
(createRequire(import.meta.url)('zod') as typeof z).config(z.locales.zhCN());

/** "参数 pageSize 错误：…" naming the first bad field, so a caller knows what to fix. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return text.invalidRequest;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
  const field = keys || issue.path.map(String).join('.');
  return field ? text.invalidField(field, issue.message) : text.invalidRequestDetail(issue.message);
}

/**
 * Why a payload is refused before its schema sees it, or null: nested past MAX_JSON_DEPTH
 * (issue 26: a walk of such a payload overflowed the stack, 6005), or a NUL or lone surrogate
 * anywhere (issue 10: PostgreSQL cannot store either). Both are bad input, 6007.
 */
function payloadProblem(payload: unknown): string | null {
  if (isNestedDeeperThan(payload)) return text.invalidRequestDetail(TOO_DEEP_MESSAGE);
  const at = findUnsafeText(payload);
  if (at === null) return null;
  return at ? text.invalidField(at, UNSAFE_TEXT_MESSAGE) : text.invalidRequestDetail(UNSAFE_TEXT_MESSAGE);
}

/** 6007 for a payload `payloadProblem` refuses. Checked on the decrypted payload too. */
export function assertSafeText(payload: unknown): void {
  const problem = payloadProblem(payload);
  if (problem !== null) throw new ApiError(ErrorCode.INVALID_PARAMETER, problem);
}

/** The request payload: the JSON body, or on the safe switch the decrypted `data` of it. */
function payloadOf(request: FastifyRequest, method: 'GET' | 'POST'): unknown {
  const raw: unknown = method === 'GET' ? request.query : request.body;
  if (!isSafeRequest(request)) return raw;
  const cipher =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[encryptedBodyKey] : undefined;
  if (cipher === undefined) return undefined;
  if (typeof cipher !== 'string' || !request.safeKey)
    throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, text.badCipher);
  try {
    // A client with nothing to send encrypts `null`; the schemas spell that "absent".
    return decryptPayload(cipher, request.safeKey) ?? undefined;
  } catch {
    throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, text.badCipher);
  }
}

const decoded = new WeakMap<FastifyRequest, { payload: unknown }>();

/** `payloadOf`, once per request: memberRoute's hook decodes before the handler does. */
function payloadOnce(request: FastifyRequest, method: 'GET' | 'POST'): unknown {
  let hit = decoded.get(request);
  if (!hit) {
    hit = { payload: payloadOf(request, method) };
    decoded.set(request, hit);
  }
  return hit.payload;
}

export type RouteHandler<Req extends z.ZodType, Res extends z.ZodType> = (
  input: z.output<Req>,
  request: FastifyRequest,
) => Promise<z.input<Res>>;

export interface RouteOptions {
  /** Runs before a payload is refused (6007): memberRouteWithSessionRef checks the session there. */
  beforeRefusal?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * The route's log level: `warn` drops Fastify's two info lines per request (a hot route's
   * request log cost about 6 % of its CPU, issue 16) and keeps the error log.
   */
  logLevel?: 'warn';
}

/**
 * Registers one endpoint of the shared contract: the body is checked with the
 * endpoint's request schema (6007 naming the field), the handler's answer with its
 * response schema (a mismatch is our bug: logged, 6005), and it goes out in the envelope.
 */
export function route<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  handler: RouteHandler<Req, Res>,
  preHandler?: preHandlerAsyncHookHandler,
  options: RouteOptions = {},
): void {
  const { beforeRefusal, logLevel } = options;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(preHandler ? { preHandler } : {}),
    ...(logLevel ? { logLevel } : {}),
    handler: async (request, reply) => {
      const payload = payloadOnce(request, endpoint.method);
      const problem = payloadProblem(payload);
      if (problem !== null) {
        await beforeRefusal?.(request);
        throw new ApiError(ErrorCode.INVALID_PARAMETER, problem);
      }
      const input = endpoint.request.safeParse(payload);
      if (!input.success) {
        await beforeRefusal?.(request);
        throw new ApiError(ErrorCode.INVALID_PARAMETER, describeIssues(input.error));
      }
      const data = await handler(input.data, request);
      const output = endpoint.response.safeParse(data);
      if (!output.success) {
        request.log.error(
          { path: endpoint.path, issues: output.error.issues },
          'response does not match the contract',
        );
        throw new ApiError(ErrorCode.SERVER_ERROR);
      }
      return sendEnvelope(request, reply, ok(output.data));
    },
  });
}

/**
 * The member of a request with a live session, null for a visitor: for public endpoints
 * that adapt to a member (the game list marks collected games). Member-only endpoints
 * use `memberRoute`.
 */
export async function optionalMember<Member>(
  sessions: MemberGate<Member>,
  request: FastifyRequest,
): Promise<Member | null> {
  try {
    return await sessions.requireMember(request);
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.LOGIN_EXPIRED) return null;
    throw error;
  }
}

/**
 * What checks a request's session: session/sessions.ts `SessionStore` is one. http/ names
 * only this shape, so it does not import session/ (which imports http/ for its errors).
 */
export interface MemberGate<Member> {
  /** The member of the request's session. @throws {ApiError} 6001 without a live session. */
  requireMember(request: FastifyRequest): Promise<Member>;
}

export type MemberRouteHandler<Req extends z.ZodType, Res extends z.ZodType, Member> = (
  input: z.output<Req>,
  member: Member,
  request: FastifyRequest,
) => Promise<z.input<Res>>;

const gateKey = Symbol('gate');
type WithGate<Gated> = FastifyRequest & { [gateKey]?: Gated };

/**
 * An endpoint behind a gate: a `preHandler` hook decodes the payload, then runs `gate`
 * (throwing its refusal, e.g. 6001), and the handler gets what the gate answered.
 */
function gatedRoute<Req extends z.ZodType, Res extends z.ZodType, Gated>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  gate: (request: FastifyRequest) => Gated | Promise<Gated>,
  handler: (input: z.output<Req>, gated: Gated, request: FastifyRequest) => Promise<z.input<Res>>,
  options: RouteOptions = {},
): void {
  route(
    app,
    endpoint,
    async (input, request) => {
      const gated = (request as WithGate<Gated>)[gateKey];
      if (gated === undefined) throw new Error(`${endpoint.path}: the gate did not run`);
      return handler(input, gated, request);
    },
    async (request) => {
      payloadOnce(request, endpoint.method);
      (request as WithGate<Gated>)[gateKey] = await gate(request);
    },
    options,
  );
}

/**
 * A member-only endpoint: the session is checked by a `preHandler` hook before the body
 * is validated (6001 without a live session), and the handler receives the member. Routes
 * declare this instead of calling `sessions.requireMember` themselves. A safe-switch body
 * that does not decrypt is still 6008 first, as on every other endpoint: the hook decodes
 * the payload before it checks the session.
 */
export function memberRoute<Req extends z.ZodType, Res extends z.ZodType, Member>(
  app: FastifyInstance,
  sessions: MemberGate<Member>,
  endpoint: Endpoint<Req, Res>,
  handler: MemberRouteHandler<Req, Res, Member>,
): void {
  gatedRoute(app, endpoint, (request) => sessions.requireMember(request), handler);
}

/** A `MemberGate` that also reads a request's session reference without the database. */
export interface SessionRefGate<Member, Ref> extends MemberGate<Member> {
  /** The token and brand of the request. @throws {ApiError} 6001 when they cannot name a session. */
  sessionRefOf(request: FastifyRequest): Ref;
}

export type SessionRefHandler<Req extends z.ZodType, Res extends z.ZodType, Ref> = (
  input: z.output<Req>,
  session: Ref,
  request: FastifyRequest,
) => Promise<z.input<Res>>;

/**
 * A member-only endpoint whose handler checks the session in its own database statement
 * (funds/venue-transfer.ts: session, claim and ledger in one call, one round trip). The hook
 * only reads the token and brand (6001 when missing or malformed); the handler gets them and
 * must answer 6001 itself when the session is not live. The answers keep memberRoute's order:
 * before the payload is refused (6007), the session is checked in the database, so a dead
 * session is 6001 whatever the body. A handler refusing something before its statement runs
 * calls `sessions.requireMember` first for the same reason.
 */
export function memberRouteWithSessionRef<Req extends z.ZodType, Res extends z.ZodType, Member, Ref>(
  app: FastifyInstance,
  sessions: SessionRefGate<Member, Ref>,
  endpoint: Endpoint<Req, Res>,
  handler: SessionRefHandler<Req, Res, Ref>,
  options: Pick<RouteOptions, 'logLevel'> = {},
): void {
  gatedRoute(app, endpoint, (request) => sessions.sessionRefOf(request), handler, {
    ...options,
    beforeRefusal: (request) => sessions.requireMember(request),
  });
}
