import { describe, expect, it } from 'vitest';
import { valuesOnEngine } from './bad-values.ts';

const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('which bad values each engine tries', () => {
  it('PGlite alone tries every value', () => {
    expect(valuesOnEngine('pglite', 'POST /api/x name', values, ['pglite'])).toEqual(values);
  });

  it.each(['POST /api/x name', 'POST /api/x email', 'PATCH /api/y'])(
    'with PostgreSQL too, row %s: each value once, a third on PostgreSQL and the rest on PGlite',
    (row) => {
      const onPostgres = valuesOnEngine('postgres', row, values, ['pglite', 'postgres']);
      const onPglite = valuesOnEngine('pglite', row, values, ['pglite', 'postgres']);
      // One value in three: 2 or 3 of 7, depending on where the row's turn starts.
      expect([2, 3]).toContain(onPostgres.length);
      expect([...onPostgres, ...onPglite].sort()).toEqual(values);
      expect(onPostgres.filter((v) => onPglite.includes(v))).toEqual([]);
    },
  );
});
