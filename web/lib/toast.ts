import { useSyncExternalStore } from 'react';

/**
 * Toast state (traveller §8): one toast visible at a time; a toast can be added, updated or
 * dismissed. The <Toaster> in components/ui renders it with Radix Toast.
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};
export type ToastItem = ToastInput & { id: number; open: boolean };

const TOAST_LIMIT = 1;
const REMOVE_DELAY_MS = 300; // lets the close animation finish before the item is dropped

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    update: (patch: Partial<ToastInput>) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
    dismiss: () => dismissToast(id),
  };
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id || t.open)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
