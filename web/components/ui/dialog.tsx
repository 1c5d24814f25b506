import { type ComponentProps, useEffect } from 'react';
import { deferredModule, PlainRoot, PlainTrigger, useDeferredRoot } from './deferred-overlay.tsx';
import type * as Radix from './dialog-radix.tsx';
import { preloadPopover } from './popover.tsx';

// The app's dialog (dialog-radix.tsx), fetched when a dialog first opens (deferred-overlay.tsx).
const radix = deferredModule(() => import('./dialog-radix.tsx'));

export function Dialog({ children, ...props }: ComponentProps<typeof Radix.Dialog>) {
  const ui = radix.useLoaded();
  const state = useDeferredRoot(props, radix.start);
  useEffect(() => {
    if (state.open) preloadPopover(); // its date and guest pickers (popover.tsx says why)
  }, [state.open]);
  if (!ui) return <PlainRoot state={state}>{children}</PlainRoot>;
  return (
    <ui.Dialog {...props} open={state.open} onOpenChange={state.setOpen}>
      {children}
    </ui.Dialog>
  );
}

export function DialogTrigger(props: ComponentProps<typeof Radix.DialogTrigger>) {
  const ui = radix.useLoaded();
  return ui ? <ui.DialogTrigger {...props} /> : <PlainTrigger {...props} popup="dialog" />;
}

export function DialogContent(props: ComponentProps<typeof Radix.DialogContent>) {
  const ui = radix.useLoaded();
  return ui ? <ui.DialogContent {...props} /> : null;
}

export function DialogClose(props: ComponentProps<typeof Radix.DialogClose>) {
  const ui = radix.useLoaded();
  return ui ? <ui.DialogClose {...props} /> : null;
}

/** True once the dialog's code has arrived: content drawn with Radix's parts directly waits for it. */
export function useDialogReady() {
  return radix.useLoaded() !== null;
}
