import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';
type Listed = { id: string; kind: string; title: string; body: string; link: string; readAt: string | null };

/** What the notification tests do through the API, on one test app. */
export function notificationKit(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  return {
    call,
    /** The newest page of `cookie`'s notifications; throws unless 200. */
    async inbox(cookie: string): Promise<Listed[]> {
      const res = await call('GET', '/api/notifications', cookie);
      if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** [title, link] of each notification, newest first. */
    async titles(cookie: string): Promise<[string, string][]> {
      return (await this.inbox(cookie)).map((n) => [n.title, n.link]);
    },
    async unread(cookie: string): Promise<number> {
      return (await call('GET', '/api/notifications/unread-count', cookie)).json().count;
    },
  };
}
