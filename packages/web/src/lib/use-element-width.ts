import { type RefObject, useEffect, useRef, useState } from 'react';

/** The width of the element, followed as the layout reflows (0 before the first layout). */
export function useElementWidth(): [RefObject<HTMLDivElement | null>, number] {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!host.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(host.current);
    return () => observer.disconnect();
  }, []);
  return [host, width];
}
