import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useUploads } from '../../../lib/uploads/use-uploads.ts';
import { batchToast, planPhotoBatch, readyInOrder, UPLOAD_FAILED } from './photo-uploads-plan.ts';

/** Photos sent at once; the rest wait their turn (the server decodes images a few at a time). */
const AT_ONCE = 3;

/**
 * A batch of listing photos (purpose photo): each file is checked, then uploaded with its own
 * progress (`items`), at most three at a time; `onAdded` receives the URLs in the order chosen as
 * they become ready. After the batch, the spec's toast with the count of photos added.
 */
export function usePhotoBatchUploads(onAdded: (urls: string[]) => void) {
  const uploads = useUploads('photo', UPLOAD_FAILED);
  const [waiting, setWaiting] = useState(0);
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  const added = useRef(onAdded);
  added.current = onAdded;
  const { upload } = uploads;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Sends `files`; `room` is how many more photos the listing may have. */
  const addFiles = useCallback(
    async (files: readonly File[], room: number) => {
      const plan = planPhotoBatch(files, room);
      if (plan.refusal) toast(plan.refusal);
      if (plan.accepted.length === 0) {
        const summary = batchToast({ added: 0, failed: 0, refused: plan.refused, overLimit: plan.overLimit });
        if (summary) toast(summary);
        return;
      }
      setRunning(true);
      const results: (string | null | undefined)[] = plan.accepted.map(() => undefined);
      let flushed = 0;
      let nextIndex = 0;
      setWaiting(plan.accepted.length);

      const worker = async () => {
        while (nextIndex < plan.accepted.length) {
          const index = nextIndex++;
          setWaiting((count) => Math.max(0, count - 1));
          const file = plan.accepted[index] as File;
          results[index] = await upload(file);
          if (!mounted.current) continue;
          const ready = readyInOrder(results, flushed);
          flushed = ready.flushed;
          if (ready.urls.length > 0) added.current(ready.urls);
        }
      };
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, plan.accepted.length) }, worker));

      if (!mounted.current) return;
      setRunning(false);
      setWaiting(0);
      const addedCount = results.filter(Boolean).length;
      const summary = batchToast({
        added: addedCount,
        failed: results.length - addedCount,
        refused: plan.refused,
        overLimit: plan.overLimit,
      });
      if (summary) toast(summary);
    },
    [upload],
  );

  return { items: uploads.items, waiting, busy: running || uploads.busy, addFiles };
}
