import { m } from '#i18n/messages.js';
import type { UploadItem } from '../../lib/uploads/use-uploads.ts';

/** Each file on its way up: its name, the percent sent and a progress bar (the button says Uploading...). */
export function UploadProgress({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="space-y-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-fg">{item.name}</span>
            <span className="shrink-0 text-fg-muted tabular-nums">{item.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={m.ui_uploading_file({ name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-150"
              style={{ width: `${item.progress}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
