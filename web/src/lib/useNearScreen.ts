import { useEffect, useRef } from 'react';

/** Calls `onNear` while the returned element is within a screen of the viewport (infinite lists). */
export function useNearScreen<T extends HTMLElement>(onNear: () => void, enabled: boolean) {
  const element = useRef<T>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: '100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return element;
}
