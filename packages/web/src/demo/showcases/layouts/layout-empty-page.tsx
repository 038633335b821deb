import type { LayoutOverride } from '../../../lib/layout-override';
import { LayoutShowcase } from './layout-page';

const override: LayoutOverride = { emptyContent: true };

/** /page-layouts/layout-empty: the shell changed for this page only. */
export function Component() {
  return <LayoutShowcase page="layout-empty" override={override} />;
}
