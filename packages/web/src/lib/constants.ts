/** A script chunk that has not loaded after this long fails with a ChunkLoadError (SPEC §8, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Error code of a style chunk that failed to load (SPEC §8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Error code of a script chunk that failed or timed out. */
export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';

/** Toasts stay 3 s, without a progress bar or a close button (SPEC §9). */
export const TOAST_DURATION_MS = 3000;

/** The scroll-to-top button shows once the page is scrolled further than this (SPEC §2). */
export const SCROLL_TOP_THRESHOLD_PX = 250;
