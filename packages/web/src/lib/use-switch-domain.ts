import { useState } from 'react';
import { useNavigate } from 'react-router';
import { switchDomain } from './domain-switch';
import { pathFor } from './routes';

/**
 * Switches to another domain of the user, then opens `to` there (its dashboard unless told);
 * errors toast from the client.
 */
export function useSwitchDomain() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const run = async (domainId: string, to: string = pathFor('dashboard-cubus')) => {
    setPending(domainId);
    try {
      await switchDomain(domainId);
      navigate(to);
    } catch {
      // The api client has shown the error; the session is unchanged.
    } finally {
      setPending(null);
    }
  };
  return { switchTo: run, pending };
}
