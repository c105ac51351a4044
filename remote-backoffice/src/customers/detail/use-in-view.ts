import { useEffect, useState, type RefObject } from 'react';

/** Whether the element has come near the screen (once true, it stays): a picture is asked for only then. */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  // Without IntersectionObserver (an old browser), every picture is asked for at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}
