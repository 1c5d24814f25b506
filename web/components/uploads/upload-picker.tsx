import type { ReactNode, RefObject } from 'react';
import { acceptFor } from '../../lib/uploads/upload-check.ts';
import type { Uploads } from '../../lib/uploads/use-uploads.ts';
import { UploadProgress } from '../ui/upload-progress.tsx';
import { FilePicker } from './file-picker.tsx';

type Props = {
  /** From useUploads(purpose, …): what kinds are offered, the upload itself and its progress. */
  uploads: Uploads;
  fileLabel: string;
  /** The stored file's URL once the server has it (not called when it was refused or failed). */
  onUploaded: (url: string, file: File) => void;
  /** True when a chosen file starts on its way, false once it is stored, refused or failed. */
  onBusyChange?: (busy: boolean) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The caller's buttons, given `open` (they say "Uploading..." while `uploads.busy`). */
  children: (open: () => void) => ReactNode;
};

/**
 * One file chosen and uploaded (a profile photo, a catalogue photo, an NOC document): the chooser
 * offers the purpose's kinds, the file is checked and sent, and its progress shows under the buttons.
 */
export function UploadPicker({ uploads, fileLabel, onUploaded, onBusyChange, inputRef, children }: Props) {
  const chosen = async ([file]: File[]) => {
    if (!file) return;
    onBusyChange?.(true);
    const url = await uploads.upload(file);
    onBusyChange?.(false);
    if (url) onUploaded(url, file);
  };

  return (
    <>
      <FilePicker
        accept={acceptFor(uploads.purpose)}
        fileLabel={fileLabel}
        onFiles={chosen}
        inputRef={inputRef}
      >
        {children}
      </FilePicker>
      <UploadProgress items={uploads.items} />
    </>
  );
}
