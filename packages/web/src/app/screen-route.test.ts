import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenAddressOf, showsParentScreen } from './screen-route';

const match = (id: string, pathname: string, handle?: unknown): UIMatch =>
  ({ id, pathname, params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('screenAddressOf', () => {
  it('is the screen’s own address when a filter address shows it', () => {
    const matches = [
      match('shell', '/'),
      match('apps-todo', '/apps/todo'),
      match('apps-todo-filter', '/apps/todo/completed', showsParentScreen),
    ];
    expect(screenAddressOf(matches, '/apps/todo/completed')).toBe('/apps/todo');
  });

  it('is the whole address of a screen of its own, a record’s included', () => {
    const matches = [match('shell', '/'), match('apps-users-view', '/apps/users/view/7')];
    expect(screenAddressOf(matches, '/apps/users/view/7')).toBe('/apps/users/view/7');
  });

  it('falls back to the path when nothing matched', () => {
    expect(screenAddressOf([], '/nowhere')).toBe('/nowhere');
  });
});
