import type { ComponentType, ReactNode } from 'react';
import { CHUNK_LOAD_FAILED } from '../lib/constants';
import type { ScreenModule } from '../lib/feature-manifest';
import { ChunkLoadError, loadChunk } from '../lib/lazy-chunk';

type LazyRouteResult = { Component: ComponentType } | { element: ReactNode };

/** A screen whose chunk failed: the error it throws until a retry has loaded the chunk. */
interface PendingScreen {
  Screen?: ComponentType;
  failure: ChunkLoadError;
}

/**
 * A route's `lazy` that never rejects. React Router 7 leaves a rejected `lazy` on its route and then
 * renders nothing below the root (its `_renderMatches` stops at a match that still has `lazy`), so a
 * failed chunk would blank the page. The route gets a stand-in instead: it throws the ChunkLoadError
 * to the route's ErrorBoundary, and that error's retry loads the chunk again.
 */
export function lazyRoute(load: ScreenModule): () => Promise<LazyRouteResult> {
  return () =>
    loadChunk(load).catch((error: unknown) => ({
      element: <ChunkStandIn pending={pendingScreen(load, error)} />,
    }));
}

function ChunkStandIn({ pending }: { pending: PendingScreen }) {
  const { Screen } = pending;
  if (!Screen) throw pending.failure;
  return <Screen />;
}

function pendingScreen(load: ScreenModule, error: unknown): PendingScreen {
  const pending: PendingScreen = { failure: asChunkError(error) };
  const retry = async () => {
    try {
      pending.Screen = (await loadChunk(load)).Component;
    } catch (next) {
      pending.failure = asChunkError(next);
      pending.failure.retry = retry;
    }
  };
  pending.failure.retry = retry;
  return pending;
}

function asChunkError(error: unknown): ChunkLoadError {
  return error instanceof ChunkLoadError ? error : new ChunkLoadError(CHUNK_LOAD_FAILED, { cause: error });
}
