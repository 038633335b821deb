import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { ThemeProvider } from './providers/theme-provider';
import { ToastHost } from './providers/toast-host';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <ToastHost />
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
