import { ArrowDown } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { type NightRange, selectionText } from './night-selection.ts';

/** Whether the element is on screen now (false until it has been measured). */
function useOnScreen(target: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting), {
      threshold: 0.15,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visible;
}

/**
 * On phones the panel sits under the month: while a selection is made and the panel is off screen, a bar
 * at the bottom names the nights and takes the host to the panel's actions.
 */
export function SelectionBar({
  range,
  panel,
}: {
  range: NightRange | null;
  panel: RefObject<HTMLElement | null>;
}) {
  const panelShown = useOnScreen(panel);
  if (!range || panelShown) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm font-semibold text-fg">{selectionText(range)}</p>
        <Button
          size="sm"
          className="shrink-0"
          onClick={() => {
            panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            panel.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
          }}
        >
          {m.host_block_or_price()}
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
