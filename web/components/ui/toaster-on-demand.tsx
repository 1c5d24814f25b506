import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast.ts';

// Radix Toast is fetched with the first toast, not with the first page (issue 29 §1, decision 111):
// most visits never show one. Once fetched it stays mounted, so later toasts show at once.
const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));
let needed = false;

/** Mounts the Toaster once the page has shown its first toast. */
export function ToasterOnDemand() {
  const toasts = useToasts();
  if (toasts.length > 0) needed = true;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
