import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the viewport (and then stays true): pictures that need a
 * download of their own start it only for the cards someone can see.
 */
export function useInView<T extends Element>(margin = '200px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);

  return [ref, seen];
}
