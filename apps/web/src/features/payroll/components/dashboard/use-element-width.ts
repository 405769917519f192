import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, kept up to date as it resizes, so a drawing can use one
 * unit per pixel and its text stays at the font size instead of scaling with the width.
 */
export function useElementWidth<T extends HTMLElement>(
  initialWidth: number,
): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
