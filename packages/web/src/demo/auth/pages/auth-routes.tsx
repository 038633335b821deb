import type { RouteObject } from 'react-router';
import { screen } from '../../../app/screen-route';

const login = () => import('./login-page');
const register = () => import('./register-page');
const forgotPassword = () => import('./forgot-password-page');
const resetPassword = () => import('./reset-password-page');

/** The template's sign-in samples (SPEC §2), full page: v1 and v2 of each share one screen. */
export const authDemoRoutes: RouteObject[] = [
  screen('auth-login-v1', login),
  screen('auth-login-v2', login),
  screen('auth-register-v1', register),
  screen('auth-register-v2', register),
  screen('auth-forgot-password-v1', forgotPassword),
  screen('auth-forgot-password-v2', forgotPassword),
  screen('auth-reset-password-v1', resetPassword),
  screen('auth-reset-password-v2', resetPassword),
];
