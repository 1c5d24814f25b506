import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names.ts';

export const textareaClasses =
  'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted ' +
  'focus:border-brand focus:ring-2 focus:ring-ring focus:outline-none';

/** A multi-line text field in the app's look (label it with <label htmlFor>). */
export function Textarea({
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(textareaClasses, className)} {...rest} />;
}
