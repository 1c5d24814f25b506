import { Moon, Sun } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';
import { useTheme } from '../../lib/theme.ts';

/** Switches light/dark; the choice is remembered in localStorage "theme". */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={next === 'dark' ? m.shell_theme_switch_to_dark() : m.shell_theme_switch_to_light()}
      title={next === 'dark' ? m.shell_theme_dark() : m.shell_theme_light()}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-muted',
        className,
      )}
    >
      {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </button>
  );
}
