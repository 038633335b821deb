import { type ErrorCode, statusesOfErrorCode } from '@cubus/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorCodesOf } from './openapi';

/** Why an error answer breaks what the route's docs say, or nothing when it keeps to them. */
export function undeclaredError(
  route: Pick<RouteOptions, 'schema' | 'config'>,
  status: number,
  code: ErrorCode,
): string | undefined {
  if (!errorCodesOf(route).has(code)) return `answered ${code}, which its docs do not declare`;
  if (!statusesOfErrorCode(code).includes(status))
    return `answered ${code} with ${status}, a status errorCodeStatuses does not give it`;
  return undefined;
}

/**
 * Holds every described route to its error codes: an error answer with a code the route does not
 * declare, or at another status than the code's, becomes a 500 that names it. The server's tests
 * turn it on (`checkErrorCodes`), so a code reached by no declaration fails the run that reaches it.
 */
export function holdToDeclaredErrors(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    const json = String(reply.getHeader('content-type') ?? '').includes('json');
    if (reply.statusCode < 400 || !json || typeof payload !== 'string' || !route.config.docs) return payload;
    const code = (JSON.parse(payload) as { error?: { code?: ErrorCode } }).error?.code;
    const broken = code ? undeclaredError(route, reply.statusCode, code) : 'answered an error without a code';
    if (!broken) return payload;
    const message = `${request.method} ${route.url} ${broken}`;
    request.log.error(message);
    reply.code(500);
    return JSON.stringify({ error: { code: 'internal_error', message } });
  });
}
