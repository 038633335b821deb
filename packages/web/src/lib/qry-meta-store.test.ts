import { qryMeta } from '@cubus/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const meta = vi.fn(async () => qryMeta());
vi.mock('./qry-client', () => ({ qry: { meta: () => meta() } }));

const { operandsFor, operatorsFor, useQryMetaStore } = await import('./qry-meta-store');
const { useSessionStore } = await import('./session-store');

describe('qry meta store', () => {
  beforeEach(() => {
    meta.mockClear();
    useQryMetaStore.getState().reset();
  });

  it('loads the templates once per session, however many grids ask at once', async () => {
    await Promise.all([useQryMetaStore.getState().load(), useQryMetaStore.getState().load()]);
    await useQryMetaStore.getState().load();
    expect(meta).toHaveBeenCalledTimes(1);
    const state = useQryMetaStore.getState();
    expect(state.loaded).toBe(true);
    expect(state.meta?.blankFilter).toMatchObject({ name: 'Root Node', operator: { sid: 'and' } });
    expect(state.meta?.blankOrderBy).toEqual({ isActive: false, sorts: [] });
  });

  it('answers the operators of a type and the operands that fit it', async () => {
    await useQryMetaStore.getState().load();
    const loaded = useQryMetaStore.getState().meta;
    if (!loaded) throw new Error('not loaded');
    expect(operatorsFor(loaded, 'boolean')).toEqual(['eq', 'ne', 'null', 'notnull']);
    expect(operandsFor(loaded, 'integer')).toContain('sum');
    expect(operandsFor(loaded, 'text')).toEqual(['count', 'countd']);
  });

  it('forgets the templates when the session ends', async () => {
    await useQryMetaStore.getState().load();
    useSessionStore.setState({ session: { user: { id: 'u' } } as never, loaded: true, status: 'loaded' });
    useSessionStore.getState().clearSession();
    expect(useQryMetaStore.getState().loaded).toBe(false);
    await useQryMetaStore.getState().load();
    expect(meta).toHaveBeenCalledTimes(2);
  });
});
