import http from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pinnedRequest } from './pinned-http';

/**
 * A server that answers the first request on each connection and keeps it alive, then resets the
 * connection as soon as a second request comes on it: a kept-alive connection that the server
 * closed meanwhile, as the client finds it.
 */
async function closingServer() {
  const seen = { connections: 0, requests: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    seen.connections += 1;
    sockets.add(socket);
    let received = '';
    let answered = false;
    socket.on('data', (data) => {
      if (answered) {
        seen.requests += 1;
        socket.resetAndDestroy();
        return;
      }
      received += data.toString('latin1');
      const head = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? 0);
      if (head < 0 || received.length < head + 4 + length) return;
      seen.requests += 1;
      answered = true;
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { url: new URL(`http://127.0.0.1:${port}/`), seen, close };
}

const call = (url: URL, agent: http.Agent, body: string | AsyncIterable<string>) =>
  pinnedRequest(url, undefined, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
    signal: new AbortController().signal,
    agent,
  }).then((answer) => answer.text());

let stop: () => Promise<void> = async () => {};
afterEach(() => stop());

describe('pinned request on a kept-alive connection', () => {
  it('sends a text body again on a new connection when the kept one was closed', async () => {
    const server = await closingServer();
    stop = server.close;
    const agent = new http.Agent({ keepAlive: true });
    await expect(call(server.url, agent, 'SELECT 1')).resolves.toBe('ok');
    await expect(call(server.url, agent, 'SELECT 2')).resolves.toBe('ok');
    // The second went out on the kept connection, was reset, and went again on a new one.
    expect(server.seen).toEqual({ connections: 2, requests: 3 });
    agent.destroy();
  });

  it('does not send a streamed body again: it was read once', async () => {
    const server = await closingServer();
    stop = server.close;
    const agent = new http.Agent({ keepAlive: true });
    await call(server.url, agent, 'SELECT 1');
    async function* rows() {
      yield '1\n';
    }
    await expect(call(server.url, agent, rows())).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.seen.connections).toBe(1);
    agent.destroy();
  });

  it('fails a request reset on a new connection (the server refused it, not an idle close)', async () => {
    const refusing = createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    stop = () => new Promise<void>((resolve) => refusing.close(() => resolve()));
    // No agent that keeps connections: each request has its own, never a reused one.
    const agent = new http.Agent({ keepAlive: false });
    const url = new URL(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}/`);
    await expect(call(url, agent, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
