import type { JsonSchema } from '../api-operations.ts';
import { type Engine, testEngines } from '../test-database.ts';
import { LONG } from './bad-input-kit.ts';

/** Values of the wrong type or of awkward text for any one field. */
export const FIELD_VALUES: [string, unknown][] = [
  ['a number', 42],
  ['a negative float', -1.5],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an object', {}],
  ['a nested object', { nested: { deeper: { value: 'x' } } }],
  ['an empty string', ''],
  ['blank space', '   '],
  ['10k characters', LONG],
  ['10k emoji', '🏠'.repeat(10_000)],
  ['a NUL byte', 'ab\u0000cd'],
  ['only a NUL byte', '\u0000'],
  ['a lone surrogate', 'ab\ud800cd'],
];

/** Whether a field of this schema may accept the value at all (odd but well-formed text, say). */
export function mayAccept(field: JsonSchema | undefined, value: unknown): boolean {
  if (value !== null && field?.anyOf) return field.anyOf.some((branch) => mayAccept(branch, value));
  if (typeof value === 'string') {
    return field?.type === 'string' && !value.includes('\u0000') && !/\p{Cs}/u.test(value);
  }
  if (typeof value === 'number') return field?.type === 'number' || field?.type === 'integer';
  if (typeof value === 'boolean') return field?.type === 'boolean';
  // A list that may be empty takes an empty one (a host not registered for GST sends none).
  if (Array.isArray(value) && value.length === 0) return field?.type === 'array' && !field.minItems;
  // A nullable field (OpenAPI 3.0 `nullable: true`) may take null: a profile photo cleared.
  if (value === null) return (field as { nullable?: boolean } | undefined)?.nullable === true;
  // An object whose every property is optional (a wizard draft's data) may be empty; unknown keys
  // are dropped, so any object is one.
  if (typeof value === 'object' && !Array.isArray(value))
    return field?.type === 'object' && (field.required ?? []).length === 0;
  return false;
}

/** Bodies that are not a JSON object of the right shape, each with its content type. */
export function wrongBodies(
  valid: Record<string, unknown>,
): [string, string | Buffer | undefined, string | undefined][] {
  const json = JSON.stringify(valid);
  const form = new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString();
  return [
    ['no body and no content type', undefined, undefined],
    ['an empty JSON body', '', 'application/json'],
    ['a blank JSON body', '   ', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['a JSON string', '"text"', 'application/json'],
    ['JSON true', 'true', 'application/json'],
    ['an empty JSON array', '[]', 'application/json'],
    ['the body inside an array', `[${json}]`, 'application/json'],
    ['an empty JSON object', '{}', 'application/json'],
    ['truncated JSON', json.slice(0, -3), 'application/json'],
    ['JSON with a trailing comma', `${json.slice(0, -1)},}`, 'application/json'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
    ['__proto__ pollution', `{"__proto__":{"role":"admin"},${json.slice(1)}`, 'application/json'],
    [
      'constructor pollution',
      `{"constructor":{"prototype":{"role":"admin"}},${json.slice(1)}`,
      'application/json',
    ],
    ['deeply nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
    ['a body over 1 MB', JSON.stringify({ ...valid, padding: 'x'.repeat(1_100_000) }), 'application/json'],
    ['text/plain', json, 'text/plain'],
    ['a form', form, 'application/x-www-form-urlencoded'],
    [
      'multipart',
      `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--\r\n`,
      'multipart/form-data; boundary=b',
    ],
    ['XML', '<login><email>x</email></login>', 'application/xml'],
    ['a made-up content type', json, 'application/x-basera'],
    ['a malformed content type', json, ';;;=='],
  ];
}

/** Path parameter values no route accepts. */
export const BAD_PATH_VALUES = [
  'abc',
  '-1',
  'NaN',
  '1e400',
  '9'.repeat(5000),
  '%00',
  'a%00b.png',
  '%E0%A4%A',
  '%F0%9F%8F%A0',
  LONG,
  '..%2F..%2Fsecret.txt',
  'C:%5Cwindows%5Cwin.ini',
  '🏠.png',
];

/** Query strings that give the parameter `name` (of this schema) a value it must refuse. */
export function badQueries(name: string, param: JsonSchema): string[] {
  const text = [`${name}=%00`, `${name}=a%00b`];
  if (param.type === 'number' || param.type === 'integer') {
    return [...text, `${name}=abc`, `${name}=1e400`, `${name}=NaN`, `${name}=1&${name}=2`];
  }
  if (param.enum) return [...text, `${name}=not-one-of-them`];
  return text;
}

/** On the second engine a matrix row keeps one value in this many. */
export const SECOND_ENGINE_SHARE = 3;

/**
 * The values of one row of a bad-input matrix (a field, a path parameter, an operation's bodies) to
 * try on this engine. PostgreSQL tries a third: the answers are decided before any query, and what
 * reaches the database is the same SQL on both, so the second engine samples. Which third depends on
 * the row's name, so across rows every value still meets PostgreSQL, and the choice is the same on
 * every run. PGlite tries every value when it runs alone, and the other two-thirds when PostgreSQL
 * runs too (`engines`): in CI each value of each row is tried once, on one engine (decision 123).
 */
export function valuesOnEngine<T>(
  engine: Engine,
  row: string,
  values: readonly T[],
  engines: readonly Engine[] = testEngines,
): T[] {
  let turn = 0;
  for (const char of row) turn = (turn * 31 + char.charCodeAt(0)) % SECOND_ENGINE_SHARE;
  const onPostgres = (i: number) => (i + turn) % SECOND_ENGINE_SHARE === 0;
  if (engine === 'postgres') return values.filter((_, i) => onPostgres(i));
  return engines.includes('postgres') ? values.filter((_, i) => !onPostgres(i)) : [...values];
}
