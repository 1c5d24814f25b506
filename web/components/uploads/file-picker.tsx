import { type ChangeEvent, type ReactNode, type RefObject, useRef } from 'react';

type Props = {
  /** The file input's accept list (acceptFor(purpose) in lib/uploads/upload-check.ts). */
  accept: string;
  multiple?: boolean;
  /** The hidden file input's name for screen readers and tests: "Profile photo file". */
  fileLabel: string;
  onFiles: (files: File[]) => void;
  /** The file input, for a caller that opens the chooser from elsewhere too. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** What opens the chooser (a button), given `open`; the hidden input follows it. */
  children: (open: () => void) => ReactNode;
};

/**
 * The system's file chooser behind a button of the caller's own: the chosen files are handed on and
 * the input is emptied, so the same file can be chosen again after a refusal or a failure.
 */
export function FilePicker({ accept, multiple = false, fileLabel, onFiles, inputRef, children }: Props) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      {children(() => input.current?.click())}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={fileLabel}
        onChange={chosen}
      />
    </>
  );
}
