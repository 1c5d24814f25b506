import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/class-names.ts';
import { inputClasses } from './input.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  /** The first, empty choice ("Choose a state"): what the field says while nothing is chosen. */
  placeholder: string;
  options: readonly string[];
  /** What a reader sees for an option (its value is sent as it is): a state's name in Hindi. */
  labelOf?: (option: string) => string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native select of texts (the phone's own picker comes with it) with its validation
 * message underneath, announced and tied by aria-describedby, as TextField does for inputs.
 */
export function SelectField({
  label,
  placeholder,
  options,
  labelOf = (option) => option,
  error,
  className,
  value,
  ...rest
}: Props) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses, 'truncate pr-8', value ? null : 'text-fg-muted', className)}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option} className="text-fg">
            {labelOf(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
