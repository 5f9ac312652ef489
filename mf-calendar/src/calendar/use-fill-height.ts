import { useLayoutEffect, useState, type RefObject } from 'react';

/** The spec's calendar height (000 §2.4): 78vh, the most the calendar takes. */
export const MAX_HEIGHT_SHARE = 0.78;

/** The nearest ancestor that scrolls (the shell's content area), or null for the window. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The calendar's height: the spec's 78vh, or less when 78vh would run past the bottom of the area the page
 * scrolls in (the shell's content area below its header). The page's title, selects and view buttons then stay
 * on screen and the grid scrolls inside itself (issue: in day view the page, and with it the header, scrolled
 * away). Never less than `min`; `gap` is the room left below (the page's padding). Measured again when the
 * window or the page above the element changes size (a wrapping toolbar, an error notice, the offline banner).
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  { gap = 24, min = 420 } = {},
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const scroller = scrollerOf(element);
    const measure = () => {
      const areaTop = scroller ? scroller.getBoundingClientRect().top : 0;
      const areaHeight = scroller ? scroller.clientHeight : window.innerHeight;
      const scrolled = scroller ? scroller.scrollTop : window.scrollY;
      const top = element.getBoundingClientRect().top - areaTop + scrolled;
      const fits = Math.floor(areaHeight - top - gap);
      setHeight(Math.max(min, Math.min(Math.floor(window.innerHeight * MAX_HEIGHT_SHARE), fits)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (scroller) observer?.observe(scroller);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, gap, min]);
  return height;
}
