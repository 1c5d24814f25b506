import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { m } from '#i18n/messages.js';
import { TextField } from './input.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? m.ui_hide_password() : m.ui_show_password()}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
        >
          {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      }
    />
  );
}
