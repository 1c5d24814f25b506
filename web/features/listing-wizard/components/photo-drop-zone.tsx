import { ImagePlus } from 'lucide-react';
import { type DragEvent, type Ref, useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { cn } from '../../../lib/class-names.ts';
import { acceptFor } from '../../../lib/uploads/upload-check.ts';

type Props = {
  busy: boolean;
  /** No more photos fit (the listing's limit). */
  full: boolean;
  onFiles: (files: File[]) => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Photos dropped here or chosen with the button (several at once, images only). */
export function PhotoDropZone({ busy, full, onFiles, buttonRef }: Props) {
  const [over, setOver] = useState(false);
  const hintId = useId();
  const off = busy || full;

  const dropped = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (off) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the button does the same
    <div
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = off ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-10',
        over && !off ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface',
      )}
    >
      <ImagePlus className="size-10 text-brand-text" aria-hidden="true" />
      <p className="mt-3 font-semibold text-fg">
        <span className="hidden sm:inline">{m.wizard_photos_drag_here()}</span>
        <span className="sm:hidden">{m.wizard_photos_from_phone()}</span>
      </p>
      <p id={hintId} className="mt-1 text-sm text-fg-muted">
        {full ? m.wizard_photos_full() : m.wizard_photos_formats({ size: 10 })}
      </p>
      <FilePicker
        accept={acceptFor('photo')}
        multiple
        fileLabel={m.wizard_photos_file_label()}
        onFiles={onFiles}
      >
        {(open) => (
          <Button
            ref={buttonRef}
            className="mt-5"
            pending={busy}
            disabled={full}
            aria-describedby={hintId}
            onClick={open}
          >
            {busy ? m.wizard_uploading() : m.wizard_photos_choose()}
          </Button>
        )}
      </FilePicker>
    </div>
  );
}
