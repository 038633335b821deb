import {
  type CubeEvent,
  eventTicketRoute,
  type JobEvent,
  type RibbonEntry,
  ribbonEntrySchema,
  type ServerEventType,
} from '@cubus/shared';
import { callRoute } from './api-client';
import { config } from './config';

const retryMs = 3000;

type Handlers = Partial<Record<ServerEventType, (data: unknown) => void>>;

/**
 * Subscribes to the domain's live events (`GET /api/events`). EventSource cannot send headers, so
 * each connection first gets a single-use ticket; a dropped stream reconnects with a fresh one.
 * Returns the unsubscribe.
 */
function subscribeEvents(handlers: Handlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = async () => {
    try {
      const data = await callRoute(eventTicketRoute, {}, { showErrorToast: false });
      if (closed) return;
      const base = config.apiBaseUrl || window.location.origin;
      source = new EventSource(`${base}/api/events?ticket=${encodeURIComponent(data.ticket)}`);
      for (const [type, handler] of Object.entries(handlers))
        source.addEventListener(type, (event) => handler(JSON.parse((event as MessageEvent<string>).data)));
      // The ticket is spent: a reconnect needs a new one, not the browser's automatic retry.
      source.onerror = () => {
        source?.close();
        source = null;
        if (!closed) timer = setTimeout(() => void connect(), retryMs);
      };
    } catch {
      if (!closed) timer = setTimeout(() => void connect(), retryMs * 3);
    }
  };
  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** The live ribbon: each new entry as it is written. */
export function subscribeRibbon(onEntry: (entry: RibbonEntry) => void): () => void {
  return subscribeEvents({
    ribbon: (data) => {
      const parsed = ribbonEntrySchema.safeParse(data);
      if (parsed.success) onEntry(parsed.data);
    },
  });
}

/** Jobs of the domain as they change (queued, progress, the end); see shared `JobEvent`. */
export function subscribeJobs(onJob: (event: JobEvent) => void): () => void {
  return subscribeEvents({
    job: (data) => {
      if (data && typeof data === 'object' && 'id' in data && 'status' in data) onJob(data as JobEvent);
    },
  });
}

/** Changes to cubes' facts (write, undo, copy, load): open pivots of that cube read again. */
export function subscribeCubes(onCube: (event: CubeEvent) => void): () => void {
  return subscribeEvents({
    cube: (data) => {
      if (data && typeof data === 'object' && 'cubeId' in data) onCube(data as CubeEvent);
    },
  });
}
