import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { rowWindow, scrollRatio } from './scroll-scale';

/** Rows drawn beyond each edge of the view, so a short scroll shows drawn rows at once. */
const overscan = 10;

interface ScrollView {
  /** The scroller's real scroll position. */
  top: number;
  height: number;
}

/** The scroller's position and height, kept as it scrolls and resizes. */
function useScrollView(scrollRef: RefObject<HTMLDivElement | null>): ScrollView {
  const [view, setView] = useState<ScrollView>({ top: 0, height: 0 });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The scroller is this component's own element: it is set on the first commit.
  useLayoutEffect(() => {
    if (scrollRef.current !== scroller) setScroller(scrollRef.current);
  });
  useLayoutEffect(() => {
    if (!scroller) return;
    const read = () =>
      setView((seen) =>
        seen.top === scroller.scrollTop && seen.height === scroller.clientHeight
          ? seen
          : { top: scroller.scrollTop, height: scroller.clientHeight },
      );
    // The rows follow the scroll in the same frame, before the browser paints empty space.
    const onScroll = () => flushSync(read);
    read();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resizes = new ResizeObserver(read);
    resizes.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resizes.disconnect();
    };
  }, [scroller]);
  return view;
}

/**
 * The grid's virtualised rows, all `rowHeight` tall: the window in view is arithmetic, so a
 * million rows cost no more than a hundred. Scroll positions are scaled when the rows would
 * outgrow the browser's tallest element: rows are placed in unscaled offsets, the scroller
 * moves in real ones.
 */
export function useScaledVirtualizer(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const view = useScrollView(scrollRef);
  const totalSize = count * rowHeight;
  const ratio = scrollRatio(totalSize, view.height);
  // Where the view starts among the rows.
  const virtualOffset = view.top * ratio;
  const drawn = rowWindow(count, rowHeight, virtualOffset, view.height, overscan);
  const items = [];
  for (let index = drawn?.first ?? 0; drawn && index <= drawn.last; index++)
    items.push({ index, key: index, start: index * rowHeight, size: rowHeight });

  /** Scrolls just enough to show row `index`. */
  const scrollToIndex = (index: number) => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const top = index * rowHeight;
    const inView = scroller.clientHeight - rowHeight;
    if (top >= virtualOffset && top + rowHeight <= virtualOffset + inView) return;
    const wanted = top < virtualOffset ? top : top + rowHeight - inView;
    scroller.scrollTop = Math.max(0, wanted / ratio);
  };

  return {
    items,
    totalSize,
    // Rows sit where the scaled offset says, relative to the real scroll position.
    shift: ratio === 1 ? 0 : view.top - virtualOffset,
    scrollToIndex,
  };
}
