import type { ServerEvent } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/helper';
import { logActivity, transactionWithActivity } from './activity';

describe('ribbon entries written in a transaction', () => {
  let t: TestApp;
  let domainId: string;
  const heard: ServerEvent[] = [];
  const objects = () => heard.map((event) => (event.data as { object: string }).object);

  beforeAll(async () => {
    t = await startApp('pglite');
    domainId = (await t.signIn('admin', t.credentials.adminPassword)).session.domain.id;
    t.app.events.subscribe(domainId, (event) => heard.push(event));
  });
  afterAll(() => t?.close());

  const entry = (object: string) => ({
    domainId,
    actorId: null,
    actor: 'test',
    action: 'action_message' as const,
    object,
  });

  it('goes live only after the commit', async () => {
    await transactionWithActivity(t.app.db, async (trx) => {
      await logActivity(trx, entry('committed'));
      // Written, not committed: nobody may hear of it yet.
      expect(objects()).not.toContain('committed');
    });
    expect(objects()).toContain('committed');
  });

  it('never goes live when the transaction rolls back', async () => {
    await expect(
      transactionWithActivity(t.app.db, async (trx) => {
        await logActivity(trx, entry('rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(objects()).not.toContain('rolled back');
    const stored = await t.app.db
      .selectFrom('activity_log')
      .select('id')
      .where('object', '=', 'rolled back')
      .execute();
    expect(stored).toEqual([]);
  });

  it('still goes live at once outside a transaction', async () => {
    await logActivity(t.app.db, entry('direct'));
    expect(objects()).toContain('direct');
  });

  it("folds a user's sign-ins of a day into one line with a count and the last time", async () => {
    const signIn = { domainId, actorId: null, actor: 'folded', action: 'login' as const };
    for (let i = 0; i < 3; i += 1) await logActivity(t.app.db, signIn);
    await logActivity(t.app.db, { ...signIn, action: 'logout' });
    const lines = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'details', 'at'])
      .where('actor', '=', 'folded')
      .orderBy('at')
      .execute();
    expect(lines.map((line) => [line.action, (line.details as { count?: number }).count])).toEqual([
      ['login', 3],
      ['logout', undefined],
    ]);
    // The live feed hears the same line again, with its new count.
    const heardLines = heard.filter((event) => (event.data as { actor: string }).actor === 'folded');
    expect(new Set(heardLines.slice(0, 3).map((event) => (event.data as { id: string }).id)).size).toBe(1);
    expect(heardLines[2]?.data).toMatchObject({ details: { count: 3 } });
  });
});
