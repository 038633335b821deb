import { describe, expect, it } from 'vitest';
// The features' manifests name the routes.
import '../app/features';
import { loginPathFor, pathFor, safeRedirect } from './routes';

describe('routes', () => {
  it('builds paths from names', () => {
    expect(pathFor('dashboard-cubus')).toBe('/dashboard/cubus');
    expect(pathFor('cubus-recordpage', { object: 'cubes', record: '42' })).toBe('/cubus/recordpage/cubes/42');
    expect(pathFor('not-authorized')).toBe('/pages/miscellaneous/not-authorized');
  });

  it('keeps the wanted path on the login path', () => {
    expect(loginPathFor('/cubus/cubes')).toBe('/login?redirect=%2Fcubus%2Fcubes');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('only follows redirects that stay on this site', () => {
    expect(safeRedirect('/cubus/cubes')).toBe('/cubus/cubes');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
