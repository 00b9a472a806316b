import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;

/**
 * Whether a table must fold its least important columns to fit its room: it is measured with
 * every column first (before the browser paints), folded only if it would scroll sideways, and
 * measured again with every column when its data changes or its room grows.
 */
export function useFold(reset: unknown) {
  // A ref, not state: the table's element is there from its first commit, and setting state from a
  // ref callback renders the whole table a second time, synchronously, inside the commit.
  const ref = useRef<HTMLDivElement | null>(null);
  const [folded, setFolded] = useState(false);
  // The room the table had when it was folded: with more room every column may fit again.
  const foldedAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows, new widths: measure again
  useLayoutEffect(() => setFolded(false), [reset]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Still too wide folded: it scrolls, and the sticky actions get a shadow (app.css).
    element.toggleAttribute('data-scrolls', folded && overflows(element));
    if (folded || !overflows(element)) return;
    foldedAt.current = element.clientWidth;
    setFolded(true);
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setFolded((now) => {
        element.toggleAttribute('data-scrolls', now && overflows(element));
        if (now) return element.clientWidth <= foldedAt.current;
        if (!overflows(element)) return false;
        foldedAt.current = element.clientWidth;
        return true;
      }),
    );
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return { ref, folded };
}
