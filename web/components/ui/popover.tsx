import type { ComponentProps } from 'react';
import { deferredModule, PlainRoot, PlainTrigger, useDeferredRoot } from './deferred-overlay.tsx';
import type * as Radix from './popover-radix.tsx';

// The app's popover (popover-radix.tsx), fetched when a popover first opens (deferred-overlay.tsx).
const radix = deferredModule(() => import('./popover-radix.tsx'));

/**
 * Fetches the popover's code ahead of a press. An open dialog asks for it: a trigger swapped for
 * Radix's while pressed drops focus, and the dialog's focus trap would then close the new popover.
 */
export const preloadPopover = radix.start;

export function Popover({ children, ...props }: ComponentProps<typeof Radix.Popover>) {
  const ui = radix.useLoaded();
  const state = useDeferredRoot(props, radix.start);
  if (!ui) return <PlainRoot state={state}>{children}</PlainRoot>;
  return (
    <ui.Popover {...props} open={state.open} onOpenChange={state.setOpen}>
      {children}
    </ui.Popover>
  );
}

export function PopoverTrigger(props: ComponentProps<typeof Radix.PopoverTrigger>) {
  const ui = radix.useLoaded();
  return ui ? <ui.PopoverTrigger {...props} /> : <PlainTrigger {...props} popup="dialog" />;
}

/** Places the popover beside this element instead of the trigger; before the module, just the element. */
export function PopoverAnchor({ children, ...props }: ComponentProps<typeof Radix.PopoverAnchor>) {
  const ui = radix.useLoaded();
  return ui ? <ui.PopoverAnchor {...props}>{children}</ui.PopoverAnchor> : children;
}

export function PopoverContent(props: ComponentProps<typeof Radix.PopoverContent>) {
  const ui = radix.useLoaded();
  return ui ? <ui.PopoverContent {...props} /> : null;
}

export function PopoverClose(props: ComponentProps<typeof Radix.PopoverClose>) {
  const ui = radix.useLoaded();
  return ui ? <ui.PopoverClose {...props} /> : null;
}
