import { useEffect, useState } from 'react';
import { activeSection, readingLineMargin } from './activeSection';

/**
 * The id of the section the reader is in: the one crossing a line `linePx` below the top of the
 * viewport, watched with an IntersectionObserver (rebuilt when the viewport's height changes, as
 * the line's margin depends on it). Sections must follow each other without gaps.
 */
export function useSectionInView<Id extends string>(ids: readonly Id[], linePx: number): Id {
  const [active, setActive] = useState<Id>(ids[0]!);

  useEffect(() => {
    const crossing = new Set<string>();
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      observer?.disconnect();
      crossing.clear();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) crossing.add(entry.target.id);
            else crossing.delete(entry.target.id);
          }
          setActive((previous) => activeSection(ids, crossing, previous));
        },
        { rootMargin: readingLineMargin(linePx, window.innerHeight) },
      );
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section) observer.observe(section);
      }
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [ids, linePx]);

  return active;
}
