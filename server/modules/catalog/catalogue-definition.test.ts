import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { catalogues } from '../../../domain/catalogues.ts';
import { badges, propertyTypes } from '../../db/schema.ts';
import { defineCatalogue } from './catalog.repository.ts';
import { serverCatalogues } from './catalogues/all-catalogues.ts';

describe('a catalogue defined once', () => {
  it('selects exactly the fields of its item schema, and filters on isActive only when it has the flag', () => {
    for (const [key, c] of Object.entries(serverCatalogues)) {
      const item = catalogues[key as keyof typeof catalogues].item as z.ZodObject;
      expect(Object.keys(c.columns), key).toEqual(Object.keys(item.shape));
      expect(c.active?.name, key).toBe(c.definition.hasActiveFlag ? 'is_active' : undefined);
    }
  });

  it('fails at start-up when an item field has no column, or an active flag no column', () => {
    const extra = { ...catalogues.badges, item: z.object({ id: z.string(), colour: z.string() }) };
    const notFound = m.server_badge_not_found;
    expect(() => defineCatalogue({ definition: extra, table: badges, notFound })).toThrow(
      "badges: the item's colour has no column",
    );
    expect(() =>
      defineCatalogue({
        definition: { ...catalogues.badges, hasActiveFlag: true },
        table: propertyTypes,
        notFound,
      }),
    ).toThrow('badges: no isActive column');
  });
});
