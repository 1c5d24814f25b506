import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What marks a test file as replacing a module: its mock must not reach another file's imports. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The test files under `dirs` (relative to `root`) that replace a module with vi.mock: they run
 * isolated, while the other unit tests share a worker's imported modules (decision 123). Found from
 * the files themselves, so a new mocking test is never run unisolated.
 */
export function moduleMockingTestFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && MOCKS_A_MODULE.test(readFileSync(full, 'utf8')))
        found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return found.sort();
}
