import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useLayoutStore } from '../lib/layout-store';
import { AppErrorBoundary } from './app-error-boundary';
import { ToastHost } from './providers/toast-host';
import { useDocumentLayout } from './providers/use-document-layout';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const skin = useLayoutStore((s) => s.skin);
  const isRTL = useLayoutStore((s) => s.isRTL);
  useDocumentLayout(skin, isRTL);
  return (
    <AppErrorBoundary>
      <ToastHost />
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
