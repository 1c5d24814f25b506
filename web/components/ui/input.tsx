import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/class-names.ts';

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-0 ' +
  'aria-invalid:border-danger-text disabled:opacity-60';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, ...rest }: InputProps) {
  return <input className={cn(inputClasses, className)} {...rest} />;
}

type FieldProps = Omit<InputProps, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something shown inside the field on the left (for example the rupee sign); not announced. */
  leading?: ReactNode;
  /** Something shown inside the field on the right (for example a show/hide button). */
  trailing?: ReactNode;
  /** Classes of the input itself (`className` is the whole field's). */
  inputClassName?: string;
};

/** A labelled input with its validation message underneath (announced, linked by aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  leading,
  trailing,
  className,
  inputClassName,
  ...rest
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        {leading && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-fg-muted"
          >
            {leading}
          </span>
        )}
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(leading ? 'pl-8' : null, trailing ? 'pr-12' : null, inputClassName) || undefined}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
