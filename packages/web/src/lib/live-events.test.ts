import type { Session } from '@cubus/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { subscribeCubes, subscribeRibbon, whenLive } from './live-events';
import { useSessionStore } from './session-store';

/** The browser's EventSource, as far as the console uses it: opened, told it opened, closed. */
class TestEventSource {
  static made: TestEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    TestEventSource.made.push(this);
  }
  addEventListener(): void {}
  close(): void {
    this.closed = true;
  }
}

const sessionIn = (domainId: string): Session => ({
  domain: { id: domainId, name: domainId },
  user: { id: 'u1', username: 'admin', email: 'admin@cubus.local', fullName: 'Admin', locale: 'en' },
  role: 'admin',
  domains: [
    { id: 'd1', name: 'd1', role: 'admin' },
    { id: 'd2', name: 'd2', role: 'admin' },
  ],
  rules: [{ action: 'manage', subject: 'all' }],
});

/** Lets the ticket's request and the code after it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live events', () => {
  const defaultAdapter = apiClient.defaults.adapter;
  let tickets = 0;

  beforeEach(() => {
    TestEventSource.made = [];
    vi.stubGlobal('EventSource', TestEventSource);
    apiClient.defaults.adapter = async (config) => ({
      status: 200,
      statusText: 'OK',
      data: { ticket: `t${++tickets}`, expiresInSeconds: 60 },
      headers: {},
      config,
    });
    useSessionStore.getState().setSession(sessionIn('d1'));
  });
  afterEach(() => {
    apiClient.defaults.adapter = defaultAdapter;
    vi.unstubAllGlobals();
    useSessionStore.getState().clearSession();
  });

  it('opens one stream for every listener of the page, and closes it with the last', async () => {
    const stopCubes = subscribeCubes(() => {});
    const stopRibbon = subscribeRibbon(() => {});
    await settle();
    expect(TestEventSource.made).toHaveLength(1);
    stopCubes();
    expect(TestEventSource.made[0]?.closed).toBe(false);
    stopRibbon();
    expect(TestEventSource.made[0]?.closed).toBe(true);
  });

  it('tells a read the stream it was made under, and each new opening after it', async () => {
    const openings: number[] = [];
    const stop = subscribeCubes(
      () => {},
      (stream) => openings.push(stream),
    );
    const read = whenLive();
    await settle();
    TestEventSource.made[0]?.onopen?.();
    const readUnder = await read;
    expect(readUnder).toBeGreaterThan(0);
    // A dropped stream reconnects with a new ticket, and its listeners learn it was another one.
    vi.useFakeTimers();
    TestEventSource.made[0]?.onerror?.();
    await vi.advanceTimersByTimeAsync(3000);
    vi.useRealTimers();
    await settle();
    TestEventSource.made[1]?.onopen?.();
    expect(openings).toEqual([readUnder, readUnder + 1]);
    stop();
  });

  it('opens a new stream for the new domain after a switch, so its events reach the listeners still there', async () => {
    const stop = subscribeCubes(() => {});
    await settle();
    const first = TestEventSource.made[0];
    useSessionStore.getState().setSession(sessionIn('d2'));
    await settle();
    expect(first?.closed).toBe(true);
    expect(TestEventSource.made).toHaveLength(2);
    expect(TestEventSource.made[1]?.url).not.toBe(first?.url);
    // A whoami refresh of the same session keeps the stream.
    useSessionStore.getState().setSession(sessionIn('d2'));
    await settle();
    expect(TestEventSource.made).toHaveLength(2);
    stop();
  });
});
