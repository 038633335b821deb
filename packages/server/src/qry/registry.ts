import { notFound } from '../lib/app-error';
import type { KindContext, ObjectKind } from './object-kind';

/** Finds the object behind `<prefix>:<id>` for the caller's domain, or `undefined`. */
export type KindResolver = (id: string, context: KindContext) => Promise<ObjectKind | undefined>;

/**
 * The kinds `/api/qry` serves, and resolvers for one object's data (`table:<id>`, `ref:<id>`,
 * `cube:<id>`, `mount:<id>`) that later issues register.
 * @example registry.resolver('ref', async (id, ctx) => refKind(await refs.get(ctx, id)))
 */
export class ObjectRegistry {
  private readonly kinds = new Map<string, ObjectKind>();
  private readonly resolvers = new Map<string, KindResolver>();

  register(kind: ObjectKind): void {
    if (this.kinds.has(kind.name)) throw new Error(`kind ${kind.name} registered twice`);
    this.kinds.set(kind.name, kind);
  }

  resolver(prefix: string, resolve: KindResolver): void {
    if (this.resolvers.has(prefix)) throw new Error(`resolver ${prefix} registered twice`);
    this.resolvers.set(prefix, resolve);
  }

  /**
   * The kind a request names; `undefined` for an unknown kind or prefix (the route answers 400
   * `unknown_object`). A known prefix whose id the caller's domain lacks (another domain's, deleted,
   * malformed) is 404 `not_found`, as every other id of another domain is.
   */
  async resolve(name: string, context: KindContext): Promise<ObjectKind | undefined> {
    const colon = name.indexOf(':');
    if (colon < 0) return this.kinds.get(name);
    const resolve = this.resolvers.get(name.slice(0, colon));
    if (!resolve) return undefined;
    const kind = await resolve(name.slice(colon + 1), context);
    if (!kind) throw notFound();
    return kind;
  }

  /** Kinds by name, for the tests that go through every one. */
  names(): string[] {
    return [...this.kinds.keys()];
  }
}
