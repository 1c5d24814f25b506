import {
  cloneElement,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Dialogs and popovers whose Radix code is fetched when one first opens, not with the page (issue 29
 * §1, decision 111): until then the trigger is a plain button (or the asChild element) with the same
 * look and ARIA, and the content renders nothing. Opening fetches the module; from then on every
 * dialog (or popover) on the page renders Radix itself, so behaviour, focus and Escape are Radix's.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const start = () => {
    loading ??= load().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a later open tries again (a failed chunk reloads the page: lib/chunk-reload.ts)
        throw error;
      },
    );
    loading.catch(() => {});
  };
  const useLoaded = () =>
    useSyncExternalStore(
      subscribe,
      () => value,
      () => value,
    );
  return { start, useLoaded };
}

type OpenState = { open: boolean; setOpen: (open: boolean) => void };
const OpenContext = createContext<OpenState | null>(null);

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

/**
 * The open state of a deferred root, controlled by the caller's `open` or kept here; an open root
 * starts the module's download. `render(state)` draws Radix's root once loaded.
 */
export function useDeferredRoot(
  { open: openProp, defaultOpen = false, onOpenChange }: RootProps,
  start: () => void,
) {
  const [own, setOwn] = useState(defaultOpen);
  const open = openProp ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  useEffect(() => {
    if (open) start();
  }, [open, start]);
  return useMemo(() => ({ open, setOpen }), [open, setOpen]);
}

/** Before the module arrives: the children with the root's open state for the plain trigger. */
export function PlainRoot({ state, children }: { state: OpenState; children?: ReactNode }) {
  return <OpenContext.Provider value={state}>{children}</OpenContext.Provider>;
}

type TriggerProps = {
  asChild?: boolean;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  [prop: string]: unknown;
};

/** The trigger before the module arrives: the same element and ARIA as Radix's closed trigger. */
export function PlainTrigger({
  asChild,
  children,
  onClick,
  popup,
  ...rest
}: TriggerProps & { popup: 'dialog' }) {
  const state = useContext(OpenContext);
  const props = {
    ...rest,
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) state?.setOpen(true);
    },
  };
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ onClick?: (event: MouseEvent<HTMLButtonElement>) => void }>;
    return cloneElement(child, {
      ...props,
      ...child.props,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        child.props.onClick?.(event);
        props.onClick(event);
      },
    });
  }
  return (
    <button type="button" {...props}>
      {children}
    </button>
  );
}
