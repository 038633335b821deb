import { AbilityProvider } from '@casl/react';
import { type ReactNode, useMemo } from 'react';
import { buildAbility } from '../../lib/abilities';
import { useSessionStore } from '../../lib/session-store';

/** The ability follows the session: guest rules until whoami or login brings the session's rules. */
export function AbilityBridge({ children }: { children: ReactNode }) {
  const rules = useSessionStore((s) => s.session?.rules);
  const ability = useMemo(() => buildAbility(rules), [rules]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
