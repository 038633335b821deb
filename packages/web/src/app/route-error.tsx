import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/lazy-chunk';
import { ErrorNotice } from './error-notice';

/** Shown instead of a blank page when a route fails, above all when its chunk did not load. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const chunk = isChunkLoadError(error);

  const retry = async () => {
    if (!(chunk && error.retry)) {
      window.location.reload();
      return;
    }
    setBusy(true);
    await error.retry();
    // A fresh location resets this route's error boundary, which then renders the loaded screen
    // (or this panel again, with the new failure).
    await navigate(location, { replace: true });
    setBusy(false);
  };

  return <ErrorNotice chunk={chunk} busy={busy} onRetry={() => void retry()} />;
}
