import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useRef } from 'react';
import { scrollRatio } from './scroll-scale';

/**
 * The grid's virtualised rows. Scroll positions are scaled when a million rows would outgrow the
 * browser's tallest element: the virtualizer works in unscaled offsets, the scroller in real ones.
 */
export function useScaledVirtualizer(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const ratio = useRef(1);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, scrolling) => notify(offset * ratio.current, scrolling)),
    scrollToFn: (offset, options, instance) =>
      elementScroll(
        offset / ratio.current,
        { ...options, adjustments: (options.adjustments ?? 0) / ratio.current },
        instance,
      ),
  });
  const totalSize = virtualizer.getTotalSize();
  ratio.current = scrollRatio(totalSize, scrollRef.current?.clientHeight ?? 0);
  const virtualOffset = virtualizer.scrollOffset ?? 0;
  useEffect(() => {
    // A new row height (density, settings) invalidates every measured row.
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);

  /** Scrolls just enough to show row `index`. */
  const scrollToIndex = (index: number) => {
    const scroller = scrollRef.current;
    if (ratio.current === 1 || !scroller) {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      return;
    }
    // The virtualizer clamps to the real (capped) height, so a scaled grid scrolls itself.
    const top = index * rowHeight;
    const view = scroller.clientHeight - rowHeight;
    if (top >= virtualOffset && top + rowHeight <= virtualOffset + view) return;
    const wanted = top < virtualOffset ? top : top + rowHeight - view;
    scroller.scrollTop = Math.max(0, wanted / ratio.current);
  };

  return {
    items: virtualizer.getVirtualItems(),
    totalSize,
    // Rows sit where the scaled offset says, relative to the real scroll position.
    shift: ratio.current === 1 ? 0 : virtualOffset / ratio.current - virtualOffset,
    scrollToIndex,
  };
}
