import http from 'node:http';
import https from 'node:https';
import type { CheckedAddress } from '../drivers/source-address';
import { type PinnedAnswer, pinnedRequest } from './pinned-http';

/** Where a ClickHouse server's HTTP interface is, and who signs in. */
export interface ClickhouseAddress {
  /** `http(s)://host:port/`: only its protocol, host and port are used. */
  base: URL;
  user: string;
  password: string;
  /** A source's checked address: the socket goes there and nowhere else. */
  to?: CheckedAddress;
}

/** An error the server answered: its own number (`Code: 60, …`) and text. */
export class ClickhouseError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ClickhouseError';
  }
}

/** One call's settings (sent in the URL, in order), bounds and data. */
export interface ClickhouseCall {
  settings?: Record<string, string | number>;
  /** The call, its answer read included, is aborted after this long… */
  timeoutMs?: number;
  /** …or only until its answer starts (a long read streamed on). */
  untilAnswer?: boolean;
  /** Aborts the call (a cancel). */
  signal?: AbortSignal;
  /** The data of an `INSERT … FORMAT …`, streamed as the body; the statement goes in the URL. */
  data?: AsyncIterable<Buffer | string>;
}

/** An answer in `JSONCompact`: the columns with their ClickHouse types, and the rows as arrays. */
export interface CompactAnswer {
  meta: { name: string; type: string }[];
  data: unknown[][];
}

/**
 * ClickHouse over its HTTP interface, plain HTTP with no client library (the official one needs
 * a far newer server than Debian's 18.16): the mounted sources' driver and the warehouse on
 * ClickHouse both call through it. Every call is one statement; answers are JSON by default.
 * @example const { data } = await clickhouseClient(address).compact('SELECT 1', { settings: { readonly: 1 } })
 */
export function clickhouseClient(address: ClickhouseAddress) {
  // The warehouse's own server keeps its connections open, but only for less than 18.16's
  // keep_alive_timeout (3 s), so a request never goes out on a connection the server just closed.
  // A source's calls keep Node's own agent, each to its checked address.
  const agent = address.to
    ? undefined
    : new (address.base.protocol === 'https:' ? https : http).Agent({ keepAlive: true, timeout: 2000 });
  const credentials = Buffer.from(`${address.user}:${address.password}`).toString('base64');

  /** One statement's answer, checked; `done` stops the clock of a call read on after it started. */
  const request = async (sql: string, call: ClickhouseCall = {}) => {
    const url = new URL('/', address.base);
    url.searchParams.set('default_format', 'JSONCompact');
    // Whole numbers as JSON numbers, not text.
    url.searchParams.set('output_format_json_quote_64bit_integers', '0');
    for (const [name, value] of Object.entries(call.settings ?? {}))
      url.searchParams.set(name, String(value));
    if (call.data) url.searchParams.set('query', sql);
    const aborter = new AbortController();
    const abort = () => aborter.abort(call.signal?.reason);
    call.signal?.addEventListener('abort', abort);
    const timer =
      call.timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => aborter.abort(new DOMException('ClickHouse did not answer in time', 'TimeoutError')),
            call.timeoutMs,
          );
    const done = () => {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', abort);
    };
    let answer: PinnedAnswer;
    try {
      answer = await pinnedRequest(url, address.to, {
        method: 'POST',
        headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'text/plain; charset=utf-8' },
        body: call.data ?? sql,
        signal: aborter.signal,
        agent,
      });
    } catch (error) {
      done();
      throw error;
    }
    if (call.untilAnswer) clearTimeout(timer);
    if (!answer.ok) {
      const text = await answer.text().finally(done);
      throw new ClickhouseError(/^Code: (\d+)/.exec(text)?.[1], text.trim());
    }
    return { answer, done };
  };

  return {
    request,
    /** Closes the connections kept open. */
    close: () => agent?.destroy(),
    /** The statement's answer as `JSONCompact`; a statement without one (DDL, INSERT) answers no rows. */
    async compact(sql: string, call?: ClickhouseCall): Promise<CompactAnswer> {
      const { answer, done } = await request(sql, call);
      try {
        const text = await answer.text();
        return text.trim() === '' ? { meta: [], data: [] } : (JSON.parse(text) as CompactAnswer);
      } finally {
        done();
      }
    },
  };
}

export type ClickhouseClient = ReturnType<typeof clickhouseClient>;
