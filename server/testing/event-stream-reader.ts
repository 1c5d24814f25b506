/** One server-sent event as a browser's EventSource would hand it over, and when it came. */
export type StreamedEvent = { event: string; data: unknown; receivedAt: number };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  /** The next event not yet taken; rejects when none comes within `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens `GET /api/events` on a listening server, as a browser would. It resolves once the answer's
 * headers arrive, which the server sends with its opening frame, after it has started listening.
 */
export async function openEventStream(baseUrl: string, cookie?: string): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', ...(cookie && { cookie }) },
    signal: abort.signal,
  });
  const queue: StreamedEvent[] = [];
  let wake = () => {};
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let text = '';
    const reader = res.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        text += decoder.decode(read.value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const parsed = parseFrame(text.slice(0, end));
          if (parsed) queue.push(parsed);
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    ended,
    close: () => abort.abort(),
    async next(timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (done) throw new Error('the stream ended before the next event');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => {};
      }
      return queue.shift()!;
    },
  };
}

/** An event frame's name and JSON data; comments and the retry line alone make no event. */
function parseFrame(frame: string): StreamedEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')), receivedAt: Date.now() };
}
