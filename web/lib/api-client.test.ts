import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  getJsonOrNullOn401,
  getJsonPage,
  nextLinkOf,
  serverMessageOf,
  serverMessageWithFieldOf,
  statusOf,
} from './api-client.ts';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends cookies and turns a non-OK answer into "status: body"', async () => {
    const fetchMock = answer(400, '{"message":"Invalid email or password"}');
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('POST', '/api/auth/login', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('400: {"message":"Invalid email or password"}');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(statusOf(error)).toBe(400);
    expect(serverMessageOf(error)).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    const error = await apiRequest('GET', '/api/properties').catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });

  it('reads a 401 on the user lookups as nobody', async () => {
    vi.stubGlobal('fetch', answer(401, '{"message":"Not signed in"}'));
    expect(await getJsonOrNullOn401('/api/auth/user')).toBeNull();
  });

  it('finds no server message in an HTML error page or a foreign error', () => {
    expect(serverMessageOf(new Error('502: <html>Bad gateway</html>'))).toBeNull();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(new Error('409: Dates are taken'))).toBe('Dates are taken');
  });

  it('gives the reason of a validation failure without its field name', () => {
    const tokenError = new Error('400: {"message":"token: Invalid or expired reset link"}');
    expect(serverMessageOf(tokenError)).toBe('Invalid or expired reset link');
    expect(serverMessageOf(new Error('400: {"message":"guests.adults: Too small"}'))).toBe('Too small');
    expect(serverMessageOf(new Error('400: {"message":"Malformed JSON body"}'))).toBe('Malformed JSON body');
    expect(serverMessageOf(new Error('404: {"message":"No such endpoint: GET /api/x"}'))).toBe(
      'No such endpoint: GET /api/x',
    );
  });

  it('keeps the field of a validation failure for a page that words it itself', () => {
    const error = new Error('400: {"message":"querystring checkOut: must be after checkIn"}');
    expect(serverMessageWithFieldOf(error)).toBe('querystring checkOut: must be after checkIn');
    expect(serverMessageWithFieldOf(new Error('400: {"message":"checkIn: must not be in the past"}'))).toBe(
      'checkIn: must not be in the past',
    );
    expect(serverMessageWithFieldOf(new Error('502: <html>Bad gateway</html>'))).toBeNull();
  });
});

describe('paged lists', () => {
  it('find the rel="next" link of a Link header', () => {
    expect(nextLinkOf('</api/properties?cursor=abc>; rel="next"')).toBe('/api/properties?cursor=abc');
    expect(nextLinkOf('</api/p?cursor=a%2Cb&sort=price_asc>; rel=next')).toBe(
      '/api/p?cursor=a%2Cb&sort=price_asc',
    );
    expect(nextLinkOf('</first>; rel="first", </second?x=1,2>; title="x"; rel="prefetch next"')).toBe(
      '/second?x=1,2',
    );
    expect(nextLinkOf('</a>; REL="Next"')).toBe('/a');
  });

  it('find no next link on the last page', () => {
    expect(nextLinkOf(null)).toBeNull();
    expect(nextLinkOf('')).toBeNull();
    expect(nextLinkOf('</api/properties?cursor=abc>; rel="prev"')).toBeNull();
    expect(nextLinkOf('</api/x>; rel="nextpage"')).toBeNull();
    expect(nextLinkOf('not a link header')).toBeNull();
  });

  it('read a page and the URL of the next one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('[{"id":"1"}]', {
            status: 200,
            headers: { link: '</api/properties?cursor=c1>; rel="next"' },
          }),
      ),
    );
    expect(await getJsonPage('/api/properties')).toEqual({
      data: [{ id: '1' }],
      next: '/api/properties?cursor=c1',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    expect(await getJsonPage('/api/properties?cursor=c1')).toEqual({ data: [], next: null });
  });

  it('turns a refused page into "status: body"', async () => {
    vi.stubGlobal('fetch', answer(400, '{"message":"querystring checkOut: must be after checkIn"}'));
    const error = await getJsonPage('/api/properties?checkIn=2027-03-15&checkOut=2027-03-12').catch(
      (e: unknown) => e,
    );
    expect(statusOf(error)).toBe(400);
  });
});
