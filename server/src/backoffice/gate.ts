import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, type Endpoint } from '@site/shared/contract';
import { backoffice } from '@site/shared/backoffice-contract';
import { toInt, type Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { headerValue } from '../http/api-guard';
import { route } from '../http/route';
import { boMessages as text } from '../messages/backoffice';
import type { Actor } from './audit';
import { operatorOfToken, type OperatorRow } from './operators';

/** The signed-in operator of a request, as a handler receives it. */
export interface Operator extends Actor {
  id: number;
  role: backoffice.Role;
  token: string;
}

export function can(role: backoffice.Role, permission: backoffice.Permission): boolean {
  return backoffice.ROLE_PERMISSIONS[role].includes(permission);
}

/** The operator token of a request: only the `bo-token` header (never the member's `token`). */
function tokenOf(request: FastifyRequest): string {
  const token = headerValue(request.headers[backoffice.BO_TOKEN_HEADER]);
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new ApiError(ErrorCode.LOGIN_EXPIRED, text.loginExpired);
  return token;
}

const operatorKey = Symbol('operator');
type WithOperator = FastifyRequest & { [operatorKey]?: Operator };

export type OperatorHandler<Req extends z.ZodType, Res extends z.ZodType> = (
  input: z.output<Req>,
  operator: Operator,
  request: FastifyRequest,
) => Promise<z.input<Res>>;

/**
 * An operator endpoint: a preHandler hook checks the session (6001) and the permission the
 * contract declares for the path (ENDPOINT_PERMISSIONS; 6003 when the role lacks it) before
 * the body is read, so a route cannot forget either.
 */
export function operatorRoute<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  endpoint: Endpoint<Req, Res>,
  handler: OperatorHandler<Req, Res>,
): void {
  const permissions: Record<string, backoffice.Permission | null> = backoffice.ENDPOINT_PERMISSIONS;
  if (!(endpoint.path in permissions)) throw new Error(`${endpoint.path} declares no permission`);
  const permission = permissions[endpoint.path] ?? null;
  route(
    app,
    endpoint,
    async (input, request) => {
      const operator = (request as WithOperator)[operatorKey];
      if (!operator) throw new Error(`${endpoint.path}: the operator gate did not run`);
      return handler(input, operator, request);
    },
    async (request) => {
      const token = tokenOf(request);
      const row: OperatorRow | null = await operatorOfToken(db, token);
      if (!row) throw new ApiError(ErrorCode.LOGIN_EXPIRED, text.loginExpired);
      if (permission && !can(row.role, permission))
        throw new ApiError(ErrorCode.ACCESS_DENIED, text.forbidden);
      (request as WithOperator)[operatorKey] = {
        id: toInt(row.id),
        name: row.name,
        role: row.role,
        ip: request.ip,
        token,
      };
    },
  );
}
