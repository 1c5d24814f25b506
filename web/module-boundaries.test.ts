import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering of DESIGN.md, checked on every test run: a feature imports from lib/, components/
// and domain/, never from another feature; lib/ and components/ import no feature; only router.tsx
// and main.tsx put features together; nothing in the browser imports the server.
const webDir = path.dirname(new URL(import.meta.url).pathname);
const repoDir = path.dirname(webDir);

const sourceFiles = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(webDir, file));

/** Every relative import (static, re-export or lazy) of a file, as repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((m) => path.relative(repoDir, path.resolve(path.dirname(file), m[1] ?? '')));
}

/** The feature a repository path belongs to (web/features/<name>/...), if any. */
function featureOf(repoPath: string): string | null {
  return /^web\/features\/([^/]+)\//.exec(repoPath)?.[1] ?? null;
}

const edges = sourceFiles.flatMap((file) => {
  const from = path.relative(repoDir, file);
  return importsOf(file).map((to) => ({ from, to }));
});

describe('module boundaries', () => {
  it('finds the imports it checks', () => {
    expect(edges.some((e) => e.from === 'web/router.tsx' && featureOf(e.to) === 'search')).toBe(true);
  });

  it('keeps each feature out of every other feature', () => {
    const crossings = edges.filter((e) => {
      const from = featureOf(e.from);
      const to = featureOf(e.to);
      return from !== null && to !== null && from !== to;
    });
    expect(crossings).toEqual([]);
  });

  it('lets only router.tsx and main.tsx import features from outside them', () => {
    const outside = edges.filter(
      (e) =>
        featureOf(e.from) === null &&
        featureOf(e.to) !== null &&
        !['web/router.tsx', 'web/main.tsx'].includes(e.from),
    );
    expect(outside).toEqual([]);
  });

  it('never imports the server into the browser', () => {
    expect(edges.filter((e) => e.to.startsWith('server/'))).toEqual([]);
  });
});
