import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/class-names.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'soft';
type Size = 'md' | 'sm' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
  outline: 'border border-line-strong bg-surface text-fg hover:bg-muted',
  ghost: 'text-fg hover:bg-muted',
  destructive: 'bg-danger text-danger-fg hover:opacity-90',
  soft: 'bg-brand-soft text-brand-text hover:bg-muted',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-11 px-3 text-sm sm:min-h-9',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button (a pending submit cannot be pressed twice). */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner className="size-4" label={null} />}
      {children}
    </button>
  );
}
