import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/class-names.ts';
import { Input, type InputProps } from './input.tsx';

type Props = Omit<InputProps, 'id' | 'type'> & {
  label: string;
  /** A line under the field (the base price, "Optional"). */
  hint?: ReactNode;
  /** The field's message, announced and tied by aria-describedby. */
  error?: string;
};

/**
 * An amount in rupees as typed: the rupee sign inside the field, digits that line up, a label above
 * and its hint and message under it. What the text means (whole rupees, a bound, paise) is the
 * caller's rule; the field only shows it. Whole rupees by default (`inputMode` numeric).
 */
export function RupeeField({ label, hint, error, className, inputMode = 'numeric', ...rest }: Props) {
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
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-fg-muted"
        >
          ₹
        </span>
        <Input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pl-8 tabular-nums"
          {...rest}
        />
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
