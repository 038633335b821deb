import type { KindModule } from '../kind-module';
import { refMembersResolver } from './ref-members';
import { refsKind } from './refs-kind';
import { refsRoutes } from './refs-routes';

/** References: their members as `ref:<id>`, the tree, generating and importing members (tables: cubes' 0008). */
export const refsModule: KindModule = {
  kind: refsKind,
  resolver: { prefix: 'ref', resolve: refMembersResolver },
  routes: refsRoutes,
};
