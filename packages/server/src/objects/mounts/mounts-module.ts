import type { KindModule } from '../kind-module';
import * as mounts from './migrations/0009-mounts';
import { mountRowsResolver } from './mount-rows';
import { mountsKind } from './mounts-kind';
import { mountsRoutes } from './mounts-routes';

/** Mounts: their source's rows as `mount:<id>`, refreshing and materialising one. */
export const mountsModule: KindModule = {
  kind: mountsKind,
  resolver: { prefix: 'mount', resolve: mountRowsResolver },
  routes: mountsRoutes,
  migrations: { '0009-mounts': mounts },
};
