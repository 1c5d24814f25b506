import { Search } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';
import { Input, type InputProps } from './input.tsx';

/** A search box with the magnifier inside on the left (label it with <label htmlFor>). */
export function SearchInput({ className, ...rest }: InputProps) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...rest} />
    </div>
  );
}
