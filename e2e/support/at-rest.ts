import type { Page } from 'playwright-core';

/**
 * Waits until no animation on the page is running: a drawer or dialog sliding in moves what is in
 * it, and a route transition fades its content in. An endless animation (a spinner, a caret)
 * never ends, and waiting for it would wait out the test.
 */
export function atRest(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
