import { useEffect } from 'react';
import { config } from '../lib/config';

/** The browser tab names the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${config.appName}`;
  }, [title]);
}
