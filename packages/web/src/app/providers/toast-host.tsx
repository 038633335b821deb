import { type ComponentType, useEffect, useState } from 'react';
import { loadChunk } from '../../lib/lazy-chunk';
import { hasPendingToasts, onToastWanted } from '../../lib/toast';

/**
 * Keeps antd's message code out of the first load: it arrives with the first toast. The outlet is
 * loaded by hand, not with React.lazy, so a chunk that fails throws into no render: the toasts stay
 * queued and the next one tries again.
 */
export function ToastHost() {
  const [Outlet, setOutlet] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Outlet) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadChunk(() => import('./toast-outlet')).then(
        (module) => setOutlet(() => module.ToastOutlet),
        () => {
          loading = false;
        },
      );
    };
    onToastWanted(load);
    if (hasPendingToasts()) load();
    return () => onToastWanted(null);
  }, [Outlet]);
  return Outlet ? <Outlet /> : null;
}
