import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../domain/schemas/uploads.ts';
import { type ToastInput, toast } from '../toast.ts';
import { uploadProblem } from './upload-check.ts';
import { type UploadFailure, uploadFailureToast } from './upload-failure.ts';
import { uploadFile } from './upload-file.ts';

/** One file on its way up: its name and how far it has got (0-100). */
export type UploadItem = { id: number; name: string; progress: number };

export type Uploads = ReturnType<typeof useUploads>;

let nextId = 1;

/**
 * Uploads for one purpose (profile photo, listing photos, NOC, catalogue image): each file is
 * checked first (the spec's toast when it is refused), then sent with its progress listed in
 * `items` until the server answers. `upload` resolves the stored file's URL, or null when it was
 * refused or failed (already toasted). Leaving the page cancels what is still in flight. `report`
 * says a refusal or failure some other way (an alert inside a dialog); a toast by default.
 */
export function useUploads(
  purpose: UploadPurpose,
  failure: UploadFailure,
  report: (problem: ToastInput) => void = toast,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Set<AbortController>());
  const { title, fallback } = failure;

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
    };
  }, []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const problem = uploadProblem(file, purpose);
      if (problem) {
        report(problem);
        return null;
      }
      const id = nextId++;
      const controller = new AbortController();
      controllers.current.add(controller);
      const setProgress = (progress: number) =>
        setItems((list) => list.map((item) => (item.id === id ? { ...item, progress } : item)));
      setItems((list) => [...list, { id, name: file.name, progress: 0 }]);
      try {
        const { url } = await uploadFile(file, purpose, {
          onProgress: setProgress,
          signal: controller.signal,
        });
        return url;
      } catch (error) {
        if (!controller.signal.aborted) report(uploadFailureToast(error, purpose, { title, fallback }));
        return null;
      } finally {
        controllers.current.delete(controller);
        setItems((list) => list.filter((item) => item.id !== id));
      }
    },
    [purpose, title, fallback, report],
  );

  return { purpose, items, busy: items.length > 0, upload };
}
