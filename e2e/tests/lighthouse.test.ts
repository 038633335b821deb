import { describe, expect, inject, it } from 'vitest';
import { lighthouseScores } from '../support/lighthouse';
import { QryApi } from '../support/qry';
import { apiLogin, baseUrl } from '../support/session';

/** The first row's id of a kind (the demo's sales table and Sales cube). */
async function firstId(api: QryApi, object: string): Promise<string> {
  const { rows } = await api.call<{ rows: { id: string }[] }>({
    op: 'select',
    object,
    fields: ['id'],
    limit: 1,
  });
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${object} in the demo domain`);
  return id;
}

describe('Lighthouse accessibility', () => {
  it('scores 1.0 with no failed audit on the login page, the dashboard, a grid and a pivot', async () => {
    const api = await QryApi.asAdmin();
    const paths = [
      '/dashboard/cubus',
      `/cubus/tables?table=${await firstId(api, 'tables')}`,
      `/cubus/cubes?cube=${await firstId(api, 'cubes')}`,
    ];
    const [login] = await lighthouseScores(baseUrl(), ['/login']);
    const signedIn = await lighthouseScores(
      baseUrl(),
      paths,
      await apiLogin('admin', inject('adminPassword')),
    );
    for (const page of [login, ...signedIn]) {
      expect(page?.failedAccessibility, page?.path).toEqual([]);
      expect(page?.accessibility, page?.path).toBe(1);
    }
  }, 240_000);
});
