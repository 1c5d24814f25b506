import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/class-names.ts';
import { buttonClasses } from './button.tsx';

/**
 * The one look of every "nothing here" and "that went wrong" on traveller, host and admin
 * screens: an icon in a soft circle, a title, one line of help and at most one action.
 * `tone="error"` tints the circle red and announces the block (role="alert").
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  link,
  tone = 'empty',
  compact = false,
  className,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  /** One line of help: what this place is for, or what to do next. */
  text?: ReactNode;
  /** The single next step: a Button or a Link styled with buttonClasses. */
  action?: ReactNode;
  /** Or, most often, a page to go to: the primary button that links there. */
  link?: { href: string; label: string; icon?: LucideIcon };
  tone?: 'empty' | 'error';
  /** Inside a card or panel: less padding, no frame of its own. */
  compact?: boolean;
  className?: string;
  testId?: string;
}) {
  const error = tone === 'error';
  return (
    <div
      data-testid={testId ?? (error ? 'error-state' : 'empty-state')}
      role={error ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center text-center',
        compact ? 'px-4 py-8' : 'rounded-2xl border px-6 py-12',
        !compact && (error ? 'border-line bg-surface' : 'border-dashed border-line-strong'),
        className,
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          error ? 'bg-muted text-danger-text' : 'bg-brand-soft text-brand-text',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-fg">{title}</p>
      {text && <p className="mt-1 max-w-md text-sm text-fg-muted">{text}</p>}
      {(action || link) && (
        <div className="mt-6">
          {action ??
            (link && (
              <Link href={link.href} className={buttonClasses('primary')}>
                {link.icon && <link.icon className="size-4" aria-hidden="true" />}
                {link.label}
              </Link>
            ))}
        </div>
      )}
    </div>
  );
}
