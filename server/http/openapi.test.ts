import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the OpenAPI document tells the whole contract', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: object } };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        op,
      })),
    );
  const errorsOf = (key: string) => {
    const found = operations().find((o) => o.key === key);
    if (!found) throw new Error(`${key} is not in the document`);
    return Object.keys(found.op.responses).filter((s) => s.startsWith('4') || s.startsWith('5'));
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    doc = JSON.parse(JSON.stringify(t.app.swagger()));
  });
  afterAll(() => t.close());

  it('validates as OpenAPI', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operation id', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().find((o) => o.key === 'POST /api/auth/login')?.op.operationId).toBe('postAuthLogin');
    expect(operations().find((o) => o.key === 'POST /api/wishlist/{propertyId}')?.op.operationId).toBe(
      'postWishlistByPropertyId',
    );
  });

  it('lists an answer with a message for every error an operation can give', () => {
    for (const { key, method, op } of operations()) {
      const errors = Object.entries(op.responses).filter(([status]) => /^[45]/.test(status));
      expect(
        errors.map(([s]) => s),
        key,
      ).toContain('400');
      for (const [status, answer] of errors) {
        const schema = answer.content?.['application/json']?.schema as {
          properties?: object;
          required?: string[];
        };
        // Every error says why in `message`; a few add what the client needs next (a stale
        // cancellation's new quote).
        expect(Object.keys(schema?.properties ?? {}), `${key} ${status}`).toContain('message');
        expect(schema.required, `${key} ${status}`).toContain('message');
      }
      if (method !== 'get') {
        expect(
          errors.map(([s]) => s),
          `${key}: a cross-site write is refused`,
        ).toContain('403');
      }
    }
  });

  it('names the errors each sign-in operation can give', () => {
    expect(errorsOf('POST /api/auth/register')).toEqual(expect.arrayContaining(['400', '403', '409', '429']));
    expect(errorsOf('POST /api/auth/login')).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    expect(errorsOf('POST /api/admin/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(errorsOf('GET /api/auth/user')).toContain('401');
    expect(errorsOf('GET /api/health/ready')).toContain('503');
    expect(errorsOf('GET /api/media/scene/{file}')).toEqual(expect.arrayContaining(['404', '503']));
  });

  it('describes the session cookies and which operations need them', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      userSession: { type: 'apiKey', in: 'cookie', name: 'basera_session' },
      adminSession: { type: 'apiKey', in: 'cookie', name: 'basera_admin' },
    });
    const admin = operations().filter(
      (o) => o.path.startsWith('/api/admin/') && o.path !== '/api/admin/login',
    );
    expect(admin.length).toBeGreaterThan(0);
    for (const { key, op } of admin) {
      expect(op.security, key).toEqual([{ adminSession: [] }]);
      expect(errorsOf(key), key).toContain('401');
    }
    expect(operations().find((o) => o.key === 'GET /api/auth/user')?.op.security).toEqual([
      { userSession: [] },
    ]);
  });
});
