import { setupWorker } from 'msw/browser';
import { demoHandlers } from './handlers';

let started: Promise<unknown> | undefined;

/**
 * Starts the demo's in-browser mocks once per page. Calls no handler matches go to the server
 * untouched (`bypass`), so the product's calls are never answered here.
 */
export function startMocks(): Promise<unknown> {
  started ??= setupWorker(...demoHandlers)
    .start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
}
