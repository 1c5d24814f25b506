import type { ReactNode } from 'react';
import { type InputProps, TextField } from './input.tsx';

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
export function RupeeField({ inputMode = 'numeric', ...rest }: Props) {
  return (
    <TextField
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      leading="₹"
      inputClassName="tabular-nums"
      {...rest}
    />
  );
}
