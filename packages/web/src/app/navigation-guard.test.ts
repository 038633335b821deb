import { templateDemoRoutePaths } from '@cubus/shared/template-demo';
import { describe, expect, it } from 'vitest';
import { decideNavigation, isPublicPath } from './navigation-guard';

describe('navigation guard', () => {
  it('lets the four public auth routes pass without a token', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/forgot-password-set-new']) {
      expect(isPublicPath(path)).toBe(true);
      expect(decideNavigation(path, '', null)).toEqual({ redirectTo: null, checkSession: false });
    }
  });

  it('sends a signed-in user away from the public auth routes', () => {
    expect(decideNavigation('/login', '', 'token')).toEqual({ redirectTo: '/' });
    expect(decideNavigation('/register', '', 'token')).toEqual({ redirectTo: '/' });
  });

  it('sends a user without a token to auth-login, keeping the wanted path', () => {
    expect(decideNavigation('/cubus/cubes', '?q=1', null)).toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent('/cubus/cubes?q=1')}`,
    });
    expect(decideNavigation('/error-404', '', null)).toEqual({ redirectTo: '/login?redirect=%2Ferror-404' });
  });

  it('lets a user with a token pass and checks the session in the background', () => {
    expect(decideNavigation('/dashboard/cubus', '', 'token')).toEqual({
      redirectTo: null,
      checkSession: true,
    });
  });

  it('treats the template sign-in samples as demo pages: behind sign-in, open to a signed-in operator', () => {
    const samples = Object.entries(templateDemoRoutePaths).filter(([name]) => name.startsWith('auth-'));
    expect(samples).toHaveLength(8);
    for (const [, path] of samples) {
      expect(isPublicPath(path)).toBe(false);
      expect(decideNavigation(path, '', 'token')).toEqual({ redirectTo: null, checkSession: true });
      expect(decideNavigation(path, '', null)).toEqual({
        redirectTo: `/login?redirect=${encodeURIComponent(path)}`,
      });
    }
  });
});
