import type { LayoutOverride } from '../../../lib/layout-override';
import { LayoutShowcase } from './layout-page';

const override: LayoutOverride = { contentWidth: 'boxed' };

/** /page-layouts/boxed-layout: the shell changed for this page only. */
export function Component() {
  return <LayoutShowcase page="boxed-layout" override={override} />;
}
