import { Moon, Sun } from 'lucide-react';
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
      aria-label={next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme'}
      title={next === 'dark' ? 'Dark theme' : 'Light theme'}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-muted',
        className,
      )}
    >
      {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </button>
  );
}
