import { makeProperty, makeSession, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type Person = { id: string; email: string; cookie: string };
type Method = 'GET' | 'POST';

/** What the conversation tests do through the API, on one test app. */
export function conversationKit(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  const ok = async (method: Method, url: string, cookie: string, payload?: object) => {
    const res = await call(method, url, cookie, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json();
  };
  return {
    call,
    /** A signed-in user (`owner` for a host). */
    async person(role: 'customer' | 'owner' = 'customer', firstName = 'Asha'): Promise<Person> {
      const user = await makeUser(t.handle.db, { role, firstName, passwordHash: null });
      return { id: user.id, email: user.email, cookie: (await makeSession(t.handle.db, user.id)).cookie };
    },
    /** An approved listing of `host` with a photo. */
    listing: (host: Person, title = 'Banyan Court') =>
      makeProperty(t.handle.db, { ownerId: host.id, title, photos: 1 }),
    /** The guest asks the host of `propertyId`; returns the conversation id. */
    async ask(guest: Person, propertyId: string, body: string): Promise<string> {
      return (await ok('POST', '/api/conversations', guest.cookie, { propertyId, body })).conversationId;
    },
    send: (who: Person, id: string, body: string) =>
      ok('POST', `/api/conversations/${id}/messages`, who.cookie, { body }),
    /** The bodies of a conversation's newest page, oldest first, as `who` reads them. */
    async bodies(who: Person, id: string): Promise<string[]> {
      const page = await ok('GET', `/api/conversations/${id}/messages`, who.cookie);
      return (page.messages as { body: string }[]).map((m) => m.body).reverse();
    },
    list: (who: Person) => ok('GET', '/api/conversations', who.cookie),
    read: (who: Person, id: string) => ok('POST', `/api/conversations/${id}/read`, who.cookie),
  };
}
