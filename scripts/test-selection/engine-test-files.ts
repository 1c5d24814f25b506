import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the unit and API tests live (vitest.config.ts includes `<root>/**\/*.test.ts`). */
export const TEST_ROOTS = ['domain', 'server', 'web', 'scripts'] as const;

/** What marks a test as run once per database engine: it reads the engines the run asks for. */
const ENGINE_MARK = /\btestEngines\b/;
const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function walk(dir: string, found: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.name.endsWith('.test.ts')) found.push(full);
  }
}

/**
 * The test files that run per engine (`describe.each(testEngines)`, `runIf(testEngines…)`), directly
 * or through a local module they import that does (followed transitively; test-database.ts itself,
 * which defines testEngines, is not followed). Paths relative to `root`, sorted. A second-engine pass
 * (TEST_ENGINES=postgres) runs only these: every other file does the same thing on any engine, and
 * the first pass ran it.
 */
export function engineTestFiles(root: string): string[] {
  const tests: string[] = [];
  for (const dir of TEST_ROOTS) walk(path.join(root, dir), tests);
  const marks = new Map<string, boolean>();
  const definition = path.join(root, 'server', 'testing', 'test-database.ts');

  function marked(file: string, seen: Set<string>): boolean {
    const known = marks.get(file);
    if (known !== undefined) return known;
    if (seen.has(file) || file === definition) return false;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false; // a package path or a file that is not there: nothing to follow
    }
    let result = ENGINE_MARK.test(text);
    if (!result) {
      for (const match of text.matchAll(RELATIVE_IMPORT)) {
        const target = path.resolve(path.dirname(file), (match[1] ?? match[2])!);
        if (/\.(ts|tsx)$/.test(target) && marked(target, seen)) {
          result = true;
          break;
        }
      }
    }
    marks.set(file, result);
    return result;
  }

  return tests
    .filter((file) => marked(file, new Set()))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
