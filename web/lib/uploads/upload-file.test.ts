import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpErrorOf, percentOf, uploadFile } from './upload-file.ts';

describe('percentOf', () => {
  it('rounds to a whole percent within 0-100', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(199, 200)).toBe(100);
    expect(percentOf(250, 200)).toBe(100);
  });

  it('is unknown while the total is', () => {
    expect(percentOf(10, 0)).toBeNull();
    expect(percentOf(10, 100, false)).toBeNull();
  });
});

it('makes the api client error: status, a colon, the body or else the status text', () => {
  expect(httpErrorOf(413, 'Payload Too Large', '{"message":"too big"}').message).toBe(
    '413: {"message":"too big"}',
  );
  expect(httpErrorOf(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
});

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string, statusText = '') {
    Object.assign(this, { status, responseText: body, statusText });
    this.onload?.();
  }
}

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file with cookies, reports progress and resolves the url', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadFile(new File(['png'], 'me.png', { type: 'image/png' }), 'profile', {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/upload?purpose=profile']);
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.sent!.get('file') as File).name).toBe('me.png');
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr.answer(200, '{"url":"/api/uploads/profile/a.png"}');
    await expect(done).resolves.toEqual({ url: '/api/uploads/profile/a.png' });
    expect(progress).toEqual([0, 50, 100]);
  });

  it("rejects with the server's answer as status and body", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFile(new Blob(['x']), 'profile');
    FakeXhr.last.answer(413, '{"message":"Please select an image smaller than 5MB."}');
    await expect(done).rejects.toThrow('413: {"message":"Please select an image smaller than 5MB."}');
  });

  it('rejects with an AbortError when cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = uploadFile(new Blob(['x']), 'photo', { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
