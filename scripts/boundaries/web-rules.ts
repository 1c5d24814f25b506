import { catalogues } from '../../domain/catalogues.ts';
import type { SourceFile } from './source-files.ts';

// The web's shared resources (decision 78): what several features read is fetched, keyed and
// invalidated in web/api/, once, so two screens never keep two copies under two keys.

type Rule = { name: string; check(file: SourceFile): string[] };

const isTest = (p: string) => /\.test\.tsx?$/.test(p);
const paths = Object.values(catalogues).map((c) => c.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** A catalogue's address written as a string in code: '/api/amenities', `/api/admin/badges/${id}`. */
const CATALOGUE_URL = new RegExp(`['"\`](/api/(?:admin/)?(?:${paths.join('|')}))(?=['"\`/?$])`, 'g');

export const WEB_RULES: Rule[] = [
  {
    name: 'catalogues are fetched only through web/api/catalogues.ts',
    check: (f) =>
      !f.path.startsWith('web/') || f.path.startsWith('web/api/') || isTest(f.path)
        ? []
        : [...new Set([...f.text.matchAll(CATALOGUE_URL)].map((m) => m[1]!))].map((url) => `requests ${url}`),
  },
  {
    name: 'web/api/ is data only: no components',
    check: (f) =>
      f.path.startsWith('web/api/')
        ? f.imports.filter((i) => i.startsWith('web/components/')).map((i) => `imports ${i}`)
        : [],
  },
];
