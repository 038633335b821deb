import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import './features';
import { todoFilters, todoTags } from '../features/todo/todo-params';
import { paramGuard } from './param-guards';

function run(guard: ReturnType<typeof paramGuard>, params: Record<string, string>): string | null {
  try {
    guard({ params } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

describe('param guards', () => {
  const filter = paramGuard('filter', todoFilters);
  const tag = paramGuard('tag', todoTags);

  it('accept only the todo filters of SPEC §5', () => {
    for (const value of ['important', 'completed', 'deleted'])
      expect(run(filter, { filter: value })).toBeNull();
    for (const value of ['starred', 'IMPORTANT', ''])
      expect(run(filter, { filter: value })).toBe('/error-404');
  });

  it('accept only the todo tags of SPEC §5', () => {
    for (const value of ['team', 'low', 'medium', 'high', 'update'])
      expect(run(tag, { tag: value })).toBeNull();
    expect(run(tag, { tag: 'urgent' })).toBe('/error-404');
    expect(run(tag, {})).toBe('/error-404');
  });
});
