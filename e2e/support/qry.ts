import { inject } from 'vitest';
import { apiLogin, baseUrl } from './session';

/** `/api/qry` as the admin, for seeding a test's own data. */
export class QryApi {
  private constructor(private readonly token: string) {}

  static async asAdmin(): Promise<QryApi> {
    const { accessToken } = await apiLogin('admin', inject('adminPassword'));
    return new QryApi(accessToken);
  }

  async call<T = Record<string, unknown>>(body: object): Promise<T> {
    const answer = await fetch(`${baseUrl()}/api/qry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    if (!answer.ok)
      throw new Error(`qry ${JSON.stringify(body).slice(0, 120)}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  async createTodo(values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { row } = await this.call<{ row: Record<string, unknown> }>({
      op: 'create',
      object: 'todo',
      values,
    });
    return row;
  }

  async updateTodo(
    row: Record<string, unknown>,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const answer = await this.call<{ row: Record<string, unknown> }>({
      op: 'update',
      object: 'todo',
      id: row.id,
      version: row.version,
      values,
    });
    return answer.row;
  }
}

/** A prefix no other test's data shares, so searches find only this run's rows. */
export const uniquePrefix = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
