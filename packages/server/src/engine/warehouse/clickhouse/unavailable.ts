import { AppError } from '../../../lib/app-error';
import { type ClickhouseClient, ClickhouseError } from '../../clickhouse/clickhouse-client';
import { networkCodes } from '../../drivers/source-errors';

/** ClickHouse's own codes for a server it could not reach: a shard behind a Distributed table. */
const shardUnreachableCodes = new Set([
  '209', // SOCKET_TIMEOUT
  '210', // NETWORK_ERROR
  '279', // ALL_CONNECTION_TRIES_FAILED
]);

/** How long a client waits before it asks again. */
const retryAfterSeconds = 5;

/** Whether `error` says the warehouse (or one of its shards) did not answer, not what it answered. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof ClickhouseError) return shardUnreachableCodes.has(error.code ?? '');
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return [code, cause?.code].some((found) => typeof found === 'string' && networkCodes.has(found));
}

/**
 * `error`, or a 503 `warehouse_unavailable` when it says the warehouse did not answer: the caller
 * may try again (`Retry-After`), and the log keeps which server it was (`cause`).
 */
export function unavailableOr(error: unknown): unknown {
  if (!isUnreachable(error)) return error;
  const unavailable = new AppError(
    503,
    'warehouse_unavailable',
    'The data warehouse is not answering; try again in a moment',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
  unavailable.cause = error;
  return unavailable;
}

/** The client, its failures to reach the server answered as `unavailableOr` says. */
export function answeringUnavailable(client: ClickhouseClient): ClickhouseClient {
  const rethrow = (error: unknown): never => {
    throw unavailableOr(error);
  };
  return {
    ...client,
    request: (sql, call) => client.request(sql, call).catch(rethrow),
    compact: (sql, call) => client.compact(sql, call).catch(rethrow),
  };
}
