import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerEvent } from '@cubus/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindMigrations } from '../objects/kinds';
import { type MetadataStore, openStore } from '../store/open-store';
import { EventBus } from './event-bus';
import { TableTransport } from './table-transport';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ribbon = (text: string): ServerEvent => ({ type: 'ribbon', data: { text } });

// Two buses over one PGlite stand for two nodes: PGlite is one process, the path is the same.
describe('TableTransport (PGlite)', () => {
  let dir: string;
  let store: MetadataStore;
  const fail = (error: unknown) => {
    throw error;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cubus-relay-'));
    store = await openStore({ dataDir: dir, databaseUrl: undefined }, kindMigrations);
  });
  afterAll(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function node() {
    const transport = new TableTransport(store.db, randomUUID(), fail);
    await transport.start();
    return { bus: new EventBus(transport), transport };
  }

  it("gives each node every other node's events once, in order, its own once, only to their domain", async () => {
    const a = await node();
    const b = await node();
    const [sales, other] = [randomUUID(), randomUUID()];
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    const onOther: unknown[] = [];
    a.bus.subscribe(sales, (event) => onA.push(event.data));
    b.bus.subscribe(sales, (event) => onB.push(event.data));
    b.bus.subscribe(other, (event) => onOther.push(event.data));
    const big = 'x'.repeat(20_000);
    const sent = Array.from({ length: 20 }, (_, i) => ({ text: i % 5 === 0 ? `${i}${big}` : String(i) }));
    for (const data of sent) a.bus.publish(sales, { type: 'ribbon', data });
    for (let waited = 0; onB.length < sent.length && waited < 3000; waited += 50) await pause(50);
    await pause(600);
    expect(onB).toEqual(sent);
    expect(onA).toEqual(sent);
    expect(onOther).toEqual([]);
    await a.bus.close();
    await b.bus.close();
  });

  it('does not replay what was sent before a node started, and prunes rows after a minute', async () => {
    const a = await node();
    const domain = randomUUID();
    a.bus.publish(domain, ribbon('before'));
    await pause(300);
    const late = await node();
    const heard: unknown[] = [];
    late.bus.subscribe(domain, (event) => heard.push(event.data));
    a.bus.publish(domain, ribbon('after'));
    for (let waited = 0; heard.length === 0 && waited < 3000; waited += 50) await pause(50);
    expect(heard).toEqual([{ text: 'after' }]);

    await sql`UPDATE event_relay SET created_at = now() - interval '61 seconds'`.execute(store.db);
    a.bus.publish(domain, ribbon('fresh'));
    await pause(300);
    await a.transport.prune();
    const left = await store.db.selectFrom('event_relay').select('event').execute();
    expect(left.map((row) => row.event)).toEqual([ribbon('fresh')]);
    await a.bus.close();
    await late.bus.close();
  });
});
