import type { ConsoleConfig } from '@cubus/shared/template-demo';
import { config } from './config';

// Until the server has answered (or if it cannot), the optional areas stay off.
let current: ConsoleConfig = { templateDemo: false };
let pending: Promise<ConsoleConfig> | undefined;

/**
 * The server's public switches (GET /api/console-config), asked once per page load. A plain fetch,
 * not `callRoute`: it is read before sign-in and before the API client is loaded, and any answer
 * but `templateDemo: true` leaves the areas off.
 */
export function loadConsoleConfig(): Promise<ConsoleConfig> {
  pending ??= fetch(`${config.apiBaseUrl}/api/console-config`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: Partial<ConsoleConfig>) => {
      current = { templateDemo: body.templateDemo === true };
      return current;
    })
    .catch(() => {
      // Asked again on the next need: a server that was restarting may answer then.
      pending = undefined;
      return current;
    });
  return pending;
}

/** The switches as last loaded; all off before the first answer. */
export function consoleConfig(): ConsoleConfig {
  return current;
}
