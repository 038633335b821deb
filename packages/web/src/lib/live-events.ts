import {
  type CubeEvent,
  eventTicketRoute,
  type JobEvent,
  type RibbonEntry,
  ribbonEntrySchema,
  type ServerEventType,
  serverEventTypes,
} from '@cubus/shared';
import { callRoute } from './api-client';
import { config } from './config';
import { type SessionState, scopeOf, useSessionStore } from './session-store';

const retryMs = 3000;
/** How long a read waits for the stream to open before it goes ahead (and is read again on open). */
const liveWaitMs = 2000;

type Handlers = Partial<Record<ServerEventType, (data: unknown) => void>>;

interface Subscriber {
  handlers: Handlers;
  /** Told each time the stream opens, with its number: what was read before may have missed events. */
  onOpen?: (stream: number) => void;
}

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
/** The open stream's number (each opening counts one), 0 while none is open. */
let openStream = 0;
let openings = 0;
/** The last attempt failed: reads do not wait for the next one (they are read again when it opens). */
let broken = false;
/** Reads waiting for the stream to open (or to fail): told its number, 0 when it failed. */
let waiting: ((stream: number) => void)[] = [];
/** Whose events the stream carries (`scopeOf`): its ticket was given to one user in one domain. */
let streamScope: string | null = null;
let stopWatchingScope: (() => void) | undefined;

function settleWaiting(stream: number): void {
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake(stream);
}

function retry(afterMs: number): void {
  if (subscribers.size > 0) timer = setTimeout(() => void connect(), afterMs);
}

/**
 * One stream of the domain's events per page, whoever listens (`GET /api/events`). EventSource
 * cannot send headers, so each connection first gets a single-use ticket; a dropped stream
 * reconnects with a fresh one, and its listeners are told, since events sent meanwhile are lost.
 */
async function connect(): Promise<void> {
  const mine = ++attempt;
  streamScope = scopeOf(useSessionStore.getState());
  try {
    const data = await callRoute(eventTicketRoute, {}, { showErrorToast: false });
    if (mine !== attempt) return;
    const base = config.apiBaseUrl || window.location.origin;
    const stream = new EventSource(`${base}/api/events?ticket=${encodeURIComponent(data.ticket)}`);
    source = stream;
    for (const type of serverEventTypes)
      stream.addEventListener(type, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data);
        for (const subscriber of subscribers) subscriber.handlers[type]?.(data);
      });
    // The server listens before it answers: from here on, no event of the domain is missed.
    stream.onopen = () => {
      openStream = ++openings;
      broken = false;
      settleWaiting(openStream);
      for (const subscriber of subscribers) subscriber.onOpen?.(openStream);
    };
    // The ticket is spent: a reconnect needs a new one, not the browser's automatic retry.
    stream.onerror = () => {
      stream.close();
      if (source !== stream) return;
      source = null;
      openStream = 0;
      broken = true;
      settleWaiting(0);
      retry(retryMs);
    };
  } catch {
    if (mine !== attempt) return;
    broken = true;
    settleWaiting(0);
    retry(retryMs * 3);
  }
}

/** Closes the stream (and any reconnect or ticket on its way). */
function disconnect(): void {
  attempt++;
  clearTimeout(timer);
  source?.close();
  source = null;
  openStream = 0;
  broken = false;
}

/**
 * A domain switch or another sign-in while listeners stay: the old stream would go on with the old
 * domain's events and never carry the new one's, so a new stream opens, and listeners read again.
 */
function reopenOnScopeChange(state: SessionState): void {
  if (scopeOf(state) === streamScope) return;
  disconnect();
  void connect();
}

function subscribeEvents(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  if (subscribers.size === 1) {
    stopWatchingScope = useSessionStore.subscribe(reopenOnScopeChange);
    void connect();
  }
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    stopWatchingScope?.();
    disconnect();
  };
}

/**
 * For a read that live events keep fresh: resolves with the open stream's number once the stream is
 * open (at once when it is), 0 when it failed (at once while it is failing) or is not open within 2 s. A read made under stream
 * `n` has missed no event while the stream is still `n`; a listener's `onOpen` with another number
 * reads again.
 * @example readUnder = await whenLive(); return fetchPivot();
 */
export function whenLive(): Promise<number> {
  if (openStream || broken) return Promise.resolve(openStream);
  return new Promise((resolve) => {
    const wake = (stream: number) => {
      clearTimeout(late);
      resolve(stream);
    };
    const late = setTimeout(() => {
      waiting = waiting.filter((other) => other !== wake);
      resolve(0);
    }, liveWaitMs);
    waiting.push(wake);
  });
}

/** The live ribbon: each new entry as it is written. */
export function subscribeRibbon(onEntry: (entry: RibbonEntry) => void): () => void {
  return subscribeEvents({
    handlers: {
      ribbon: (data) => {
        const parsed = ribbonEntrySchema.safeParse(data);
        if (parsed.success) onEntry(parsed.data);
      },
    },
  });
}

/** Jobs of the domain as they change (queued, progress, the end); see shared `JobEvent`. */
export function subscribeJobs(onJob: (event: JobEvent) => void): () => void {
  return subscribeEvents({
    handlers: {
      job: (data) => {
        if (data && typeof data === 'object' && 'id' in data && 'status' in data) onJob(data as JobEvent);
      },
    },
  });
}

/**
 * Changes to cubes' facts (write, undo, copy, load): open pivots of that cube read again. `onOpen`
 * gets the stream's number each time it opens (see `whenLive`).
 */
export function subscribeCubes(
  onCube: (event: CubeEvent) => void,
  onOpen?: (stream: number) => void,
): () => void {
  return subscribeEvents({
    handlers: {
      cube: (data) => {
        if (data && typeof data === 'object' && 'cubeId' in data) onCube(data as CubeEvent);
      },
    },
    ...(onOpen ? { onOpen } : {}),
  });
}
