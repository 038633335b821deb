import { Outlet } from 'react-router';
import { i18n } from '../lib/i18n';
import { demoStrings, useDemoStrings } from './demo-strings';
import { startMocks } from './mocks/start-mocks';
import './demo.css';

/** What the demo's screens need before their first render: the mocks answering and their strings. */
export async function prepareDemo(): Promise<void> {
  await Promise.all([startMocks(), demoStrings.ready(i18n.language).catch(() => undefined)]);
}

/** The frame of every demo screen; the shell around it is the product's. */
export function Component() {
  const ready = useDemoStrings();
  return ready ? <Outlet /> : null;
}
