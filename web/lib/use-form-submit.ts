import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { serverMessageOf } from './api-client.ts';
import { type ToastInput, toast } from './toast.ts';

export type FormSubmitOptions<TAnswer> = {
  /** The toast shown once the server has said yes. */
  success?: ToastInput;
  /** What else follows success (store the user, switch the form), after the toast. */
  onSuccess?: (answer: TAnswer) => void | Promise<void>;
  /** Where to go last, after onSuccess has finished. */
  navigateTo?: string;
  /** The failure toast: its title, and the description when the server gave no message of its own. */
  failure: { title: string; fallback?: string };
};

type Mutation<TBody, TAnswer> = Pick<UseMutationResult<TAnswer, Error, TBody>, 'mutate' | 'isPending'>;

/**
 * Submit → mutate → toast → navigate, as every sign-in form does it. A second submit while the
 * first is in flight sends nothing (the ref also catches a double click before React re-renders);
 * a failure toasts the server's own message, else the fallback.
 */
export function submitOnce<TBody, TAnswer>(
  mutation: Mutation<TBody, TAnswer>,
  inFlight: { current: boolean },
  options: FormSubmitOptions<TAnswer>,
  navigate: (path: string) => void,
) {
  return (body: TBody) => {
    if (inFlight.current || mutation.isPending) return;
    inFlight.current = true;
    mutation.mutate(body, {
      onSuccess: async (answer) => {
        try {
          if (options.success) toast(options.success);
          await options.onSuccess?.(answer);
          if (options.navigateTo) navigate(options.navigateTo);
        } finally {
          // Only now: onSuccess may still be awaiting (the admin login refetches its user).
          inFlight.current = false;
        }
      },
      onError: (error) => {
        inFlight.current = false;
        toast({
          title: options.failure.title,
          description: serverMessageOf(error) ?? options.failure.fallback,
          variant: 'destructive',
        });
      },
    });
  };
}

/** The hook form of submitOnce: pass its result to useZodForm's handleSubmit. */
export function useFormSubmit<TBody, TAnswer>(
  mutation: Mutation<TBody, TAnswer>,
  options: FormSubmitOptions<TAnswer>,
) {
  const [, navigate] = useLocation();
  const inFlight = useRef(false);
  return submitOnce(mutation, inFlight, options, navigate);
}
