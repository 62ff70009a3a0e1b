import { useEffect, useState, type RefObject } from 'react';

/** How far the top of the table may be scrolled past and still count as at the top (about a header row). */
export const TOP_TOLERANCE_PX = 48;

/**
 * Whether the top of `target` is in view: false once the user has scrolled past it (the page or any
 * scrolling box around it). True while the element is not there yet.
 */
export function useTopInView(target: RefObject<{ nativeElement: HTMLElement } | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const measure = () => {
      const element = target.current?.nativeElement;
      setInView(!element || element.getBoundingClientRect().top >= -TOP_TOLERANCE_PX);
    };
    measure();
    // Capture: a scroll of any box (the page's or one inside it) may move the table.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return inView;
}
