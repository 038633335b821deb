import type { JobEvent } from '@cubus/shared';

const ended = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * The domain's event stream (`GET /api/events` with a ticket), as the console follows a run: a
 * job's end arrives as `event: job`, with no polling to load the server while it works.
 * @example const events = await followJobs(url, token); const end = await events.end(jobId); events.close()
 */
export async function followJobs(url: string, token: string) {
  const ticketAnswer = await fetch(`${url}/api/events/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const { ticket } = (await ticketAnswer.json()) as { ticket: string };
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
  const ends = new Map<string, JobEvent>();
  const waiting = new Map<string, (event: JobEvent) => void>();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!frame.startsWith('event: job\n')) continue;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        const event = JSON.parse(data?.slice(6) ?? '{}') as JobEvent;
        if (!ended.has(event.status)) continue;
        ends.set(event.id, event);
        waiting.get(event.id)?.(event);
      }
    }
  })().catch(() => {});
  return {
    /** The job's last state, once it has ended. */
    end: (jobId: string) =>
      new Promise<JobEvent>((resolve) => {
        const known = ends.get(jobId);
        if (known) resolve(known);
        else waiting.set(jobId, resolve);
      }),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
