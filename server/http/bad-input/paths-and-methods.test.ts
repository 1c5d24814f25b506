import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, fillPath, type Method } from '../../testing/api-operations.ts';
import {
  type BadInputApp,
  expectClientError,
  expectJsonMessage,
  expectRefused,
  LONG,
  snapshot,
  startBadInputApp,
} from '../../testing/bad-input/bad-input-kit.ts';
import { BAD_PATH_VALUES, badQueries, valuesOnEngine } from '../../testing/bad-input/bad-values.ts';
import { type Engine, testEngines } from '../../testing/test-database.ts';

// Every path, parameter and method of the OpenAPI document, with values no route accepts.
const OPERATIONS = await documentedOperations();
const READS = OPERATIONS.filter((op) => op.method === 'GET');
const URLS = [...new Set(OPERATIONS.map((op) => op.url))];
const methodsAt = (url: string) => new Set(OPERATIONS.filter((op) => op.url === url).map((op) => op.method));

const withBadParam = (engine: Engine) =>
  OPERATIONS.flatMap((op) =>
    op.pathParams.flatMap((param) =>
      valuesOnEngine(engine, `${op.method} ${op.path} ${param.name}`, BAD_PATH_VALUES).map((bad) => ({
        op,
        label: `${op.method} ${op.path} with ${param.name}=${bad.slice(0, 24)}`,
        url: fillPath(op.path, op.pathParams, (p) => (p.name === param.name ? bad : p.schema.example)),
      })),
    ),
  );
const documented = new Set(OPERATIONS.map((op) => `${op.method} ${op.url}`));
const withWrongSegments = OPERATIONS.filter((op) => op.pathParams.length > 0)
  .flatMap((op) => [
    { op, url: op.url.replace(/\/[^/]*$/, '') },
    { op, url: `${op.url}/extra` },
  ])
  // GET /api/properties/{id} a segment short is the search, another operation.
  .filter(({ op, url }) => !documented.has(`${op.method} ${url}`));
const withBadQuery = OPERATIONS.flatMap((op) =>
  op.queryParams.flatMap((param) => {
    // The other required parameters keep their examples, so the answer is about this one.
    const others = op.queryParams
      .filter((p) => p !== param && p.required && p.schema.example !== undefined)
      .map((p) => `${p.name}=${encodeURIComponent(String(p.schema.example))}&`)
      .join('');
    return badQueries(param.name, param.schema).map((query) => ({
      op,
      name: param.name,
      url: `${op.url}?${others}${query}`,
    }));
  }),
);
const unknownPaths = [
  ...URLS.filter((url) => !url.includes('00000000')).flatMap((url) => [
    `${url}%00`,
    `${url}/extra`,
    url.replace(/\/[^/]+$/, '/%00'),
  ]),
  '/api/%2e%2e/api/auth/user',
  '/api/%E0%A4%A',
  '/api/%F0%9F%8F%A0',
  `/api/${LONG}`,
  '/api/users/not-a-uuid',
];

describe.each(testEngines)('bad paths, queries and methods never break the API (%s)', (engine) => {
  let t: BadInputApp;
  beforeAll(async () => {
    t = await startBadInputApp(engine);
  });
  afterAll(() => t.close());

  const send = (method: Method | 'HEAD' | 'OPTIONS', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as string, headers: { cookie: t.cookieFor(url) } });

  it('finds parameters to try in the OpenAPI document', () => {
    expect(withBadParam(engine).length).toBeGreaterThan(0);
    expect(withBadQuery.length).toBeGreaterThan(0);
  });

  it.each(withBadParam(engine))('answers $label with a 4xx JSON message', async ({ op, url }) => {
    await expectRefused(t, () => send(op.method, url, op.body?.example));
  });

  it.each(withWrongSegments)('answers $url (a segment short or over) with a 4xx', async ({ op, url }) => {
    await expectRefused(t, () => send(op.method, url, op.body?.example));
  });

  it.each(withBadQuery)('answers $url with a 400 that names $name', async ({ op, name, url }) => {
    const res = await send(op.method, url, op.body?.example);
    expect(res.statusCode, res.body).toBe(400);
    expect(expectJsonMessage(res)).toMatch(new RegExp(`^querystring ${name}: `));
  });

  it.each(unknownPaths)('answers GET %s to a visitor with a 4xx JSON message', async (url) => {
    expectClientError(await t.app.inject({ method: 'GET', url }));
  });

  it.each(READS.filter((op) => op.answersJson).map((op) => op.url))(
    'ignores odd query strings on %s without a 5xx',
    async (url) => {
      for (const query of [
        '%zz=1',
        '__proto__=x&constructor[prototype][x]=1',
        'page=-1&limit=1e9&sort[$ne]=1',
        `q=${LONG}`,
        'x=%00',
      ]) {
        const res = await send('GET', `${url}?${query}`);
        expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    },
  );

  it.each(
    URLS.flatMap((url) =>
      (['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)
        .filter((method) => !methodsAt(url).has(method as Method))
        .map((method) => [method, url] as const),
    ),
  )('answers %s %s with a 404 or 405 JSON message and changes nothing', async (method, url) => {
    const before = await snapshot(t);
    const res = await send(method, url, method === 'GET' || method === 'OPTIONS' ? undefined : {});
    expect([404, 405]).toContain(res.statusCode);
    expectJsonMessage(res);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each(READS.map((op) => op.url))('answers HEAD %s like GET, without a body', async (url) => {
    const get = await send('GET', url);
    const head = await send('HEAD', url);
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.statusCode).toBeLessThan(500);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });

  it.each(['PROPFIND', 'TRACE', 'SEARCH', 'MKCOL'])(
    'answers %s on every path without a 5xx',
    async (method) => {
      for (const url of URLS) {
        const res = await t.app.inject({ method: method as 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    },
  );
});
