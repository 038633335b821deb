import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CheckedAddress } from '../drivers/source-address';

/** An HTTP answer read the way the ClickHouse driver reads it. */
export interface PinnedAnswer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  /** The body as it arrives, chunk by chunk. */
  body: AsyncIterable<Buffer>;
}

/** A DNS lookup that answers the checked address, whatever the name: the connection cannot go elsewhere. */
function pinnedLookup(to: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: to.address, family: to.family },
      ]);
    else callback(null, to.address, to.family);
  };
}

/**
 * One HTTP(S) request; given a source's checked address, to that address only: the URL keeps the
 * host's name (the Host header, TLS's server name and certificate check), the socket goes to
 * `to.address`. Without one (the warehouse's own server, from the operator's settings) the name
 * is looked up as usual. A body that is a stream is sent as it is read.
 * A text body sent on a kept-alive connection that the server closed meanwhile (reset before any
 * answer: the server read nothing of it) goes again on another: on a busy machine the agent's idle
 * timer can fire after the server's own keep-alive timeout has closed the connection.
 * @example const answer = await pinnedRequest(url, to, { method: 'POST', headers, body, signal })
 */
export function pinnedRequest(
  url: URL,
  to: CheckedAddress | undefined,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string | AsyncIterable<Buffer | string>;
    signal: AbortSignal;
    /** Keeps connections for the next requests (a server of the install's own). */
    agent?: http.Agent;
  },
): Promise<PinnedAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const send = () => {
      const request = transport.request(
        url,
        {
          method: init.method,
          headers: init.headers,
          signal: init.signal,
          ...(to ? { lookup: pinnedLookup(to) } : {}),
          ...(init.agent ? { agent: init.agent } : {}),
        },
        (response) => {
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            body: response,
            async text() {
              const chunks: Buffer[] = [];
              for await (const chunk of response) chunks.push(chunk as Buffer);
              return Buffer.concat(chunks).toString('utf8');
            },
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (init.signal.aborted) return reject(init.signal.reason);
        const closedWhileIdle = request.reusedSocket && error.code === 'ECONNRESET';
        if (closedWhileIdle && typeof init.body === 'string') return send();
        reject(error);
      });
      if (typeof init.body === 'string') request.end(init.body);
      else
        pipeline(Readable.from(init.body), request).catch((error: unknown) =>
          request.destroy(error as Error),
        );
    };
    send();
  });
}
