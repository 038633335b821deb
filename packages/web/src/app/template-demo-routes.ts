import { isTemplateDemoPath } from '@cubus/shared/template-demo';
import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { loadConsoleConfig } from '../lib/console-config';
import { loadChunk } from '../lib/lazy-chunk';

let patched = false;

/**
 * Mounts the template demo area (DESIGN §7), under the shell and in the full layout, on the first visit to one of its pages,
 * when the server has it on. Its routes arrive in their own chunk, so the product's screens carry none
 * of it; while it is off (or not yet visited), a demo path falls through to error-404.
 */
export const patchTemplateDemoRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (patched || !isTemplateDemoPath(path.split('?')[0] ?? '')) return;
  if (!(await loadConsoleConfig()).templateDemo) return;
  const { templateDemoRoutes, templateDemoFullRoutes } = await loadChunk(() => import('../demo/demo-routes'));
  if (patched) return;
  patched = true;
  patch('layout-app', templateDemoRoutes);
  patch('layout-full', templateDemoFullRoutes);
};
