import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';
import { dismissToast, useToasts } from '../../lib/toast.ts';

/**
 * Renders the toast store with Radix Toast: 5000 ms each, swipe threshold 50, F8 focuses the
 * region (Radix's default hotkey). Failures use the destructive style. A page with a bar fixed to
 * the bottom (the phone booking bar) sets --bottom-bar-height, and the toasts stack above it.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeThreshold={50}
      swipeDirection="right"
      label={m.ui_toast_label()}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity',
            t.variant === 'destructive'
              ? 'border-danger bg-danger text-danger-fg'
              : 'border-line bg-surface text-fg',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.ui_close()}
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        // Radix writes the hotkey into {hotkey} itself.
        label={m.ui_toast_region({ hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-[var(--bottom-bar-height,0px)] z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
