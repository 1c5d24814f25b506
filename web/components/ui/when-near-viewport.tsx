import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once this place comes within `margin` of the viewport (and keeps them), else
 * `placeholder` in the same box: code and tiles below the first screen (the property page's map)
 * load when the visitor gets there, not with the page (issue 29 §1, decision 111).
 */
export function WhenNearViewport({
  children,
  placeholder,
  className,
  margin = '600px',
  now = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  className?: string;
  margin?: string;
  /** Draw the children at once (e.g. the placeholder was focused from the keyboard). */
  now?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className={className}>
      {near || now ? children : placeholder}
    </div>
  );
}
