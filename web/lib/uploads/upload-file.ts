import type { UploadAnswer, UploadPurpose } from '../../../domain/schemas/uploads.ts';

/** Percent of a transfer, 0-100, or null while the total is unknown. */
export function percentOf(loaded: number, total: number, lengthComputable = true): number | null {
  if (!lengthComputable || !(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The same error api-client's throwIfNotOk makes: "status: body text" (or the status text). */
export function httpErrorOf(status: number, statusText: string, bodyText: string): Error {
  return new Error(`${status}: ${bodyText || statusText}`);
}

export type UploadOptions = {
  /** Called with 0-100 as the bytes leave the browser (and 100 once the server has answered). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/upload?purpose=… with the file in the multipart field `file` -> {url}. XMLHttpRequest,
 * not fetch: only it reports upload progress. Cookies go along; a non-OK answer rejects as the api
 * client does, a lost connection with a plain message, an abort with an AbortError.
 */
export function uploadFile(file: Blob, purpose: UploadPurpose, options: UploadOptions = {}) {
  const { onProgress, signal } = options;
  return new Promise<UploadAnswer>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?purpose=${encodeURIComponent(purpose)}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      const percent = percentOf(event.loaded, event.total, event.lengthComputable);
      if (percent !== null) onProgress?.(percent);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(httpErrorOf(xhr.status, xhr.statusText, xhr.responseText));
      const answer = readAnswer(xhr.responseText);
      if (!answer) return reject(new Error('The upload answer could not be read.'));
      onProgress?.(100);
      resolve(answer);
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    onProgress?.(0);
    xhr.send(form);
  });
}

function readAnswer(text: string): UploadAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const url = parsed && typeof parsed === 'object' && 'url' in parsed ? parsed.url : null;
    return typeof url === 'string' && url ? { url } : null;
  } catch {
    return null;
  }
}
