import { describe, expect, it } from 'vitest';
import { compareCatalogues, findHardCodedText, parametersOf } from './catalogue-rules.ts';

describe('visible text past the catalogue', () => {
  it('finds a deliberate hard-coded string in JSX text, a visible prop and a toast', () => {
    const source = [
      "import { m } from '#i18n/messages.js';",
      'export const A = () => (',
      '  <div className="p-4 text-sm" data-testid="card">',
      '    <h1>{m.trips_heading()}</h1>',
      '    <p>Your trips are here</p>',
      '    <button aria-label="Close dialog">×</button>',
      "    {open ? 'Hide' : 'Show'}",
      '  </div>',
      ');',
      "toast({ title: 'Saved', description: m.trips_saved() });",
    ].join('\n');
    expect(findHardCodedText('a.tsx', source)).toEqual([
      { file: 'a.tsx', line: 5, text: 'Your trips are here' },
      { file: 'a.tsx', line: 6, text: 'Close dialog' },
      { file: 'a.tsx', line: 7, text: 'Hide Show' },
      { file: 'a.tsx', line: 10, text: 'Saved' },
    ]);
  });

  it('leaves catalogue calls, class names, brand names, symbols and numbers alone', () => {
    const source = [
      'export const B = ({ n }: { n: number }) => (',
      '  <p className="flex gap-2" title={m.x()}>',
      '    {m.y({ n })} · ₹ {n} <span aria-hidden="true">—</span> Basera {"GST"}',
      '    <img alt={m.z()} src="/a.png" className={cond ? \'flex\' : undefined} />',
      '  </p>',
      ');',
      "const q = { key: 'Upcoming stays', value: 'en' };",
      '<p>hello@basera.in <input placeholder="HDFC0001234" /> <span title="https://…/calendar.ics">TDS</span></p>',
    ].join('\n');
    expect(findHardCodedText('b.tsx', source)).toEqual([]);
  });
});

describe('the two languages of a catalogue', () => {
  const plural = (one: string, other: string) => [
    {
      declarations: ['input count', 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: { 'countPlural=one': one, 'countPlural=other': other },
    },
  ];

  it('finds a key missing from one language', () => {
    expect(
      compareCatalogues('trips', { trips_a: 'A', trips_b: 'B' }, { trips_a: 'ए', trips_c: 'सी' }),
    ).toEqual(['trips: "trips_b" is in en and not in hi', 'trips: "trips_c" is in hi and not in en']);
  });

  it('finds a message whose parameters differ between the languages', () => {
    expect(
      compareCatalogues('search', { search_h: 'Stays in {place}' }, { search_h: '{city} में ठहरने की जगहें' }),
    ).toEqual(['search: "search_h" takes {place} in en but {city} in hi']);
  });

  it('reads plural messages: the count is a parameter, the selector is not', () => {
    expect(parametersOf(plural('{count} night', '{count} nights'))).toEqual(['count']);
    expect(
      compareCatalogues(
        'trips',
        { t: plural('{count} night', '{count} nights') },
        { t: plural('{count} रात', '{count} रातें') },
      ),
    ).toEqual([]);
  });
});
