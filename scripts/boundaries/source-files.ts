import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A source file as the boundary rules see it: its path and what it imports. */
export type SourceFile = {
  /** Repository-relative, with forward slashes: `server/modules/auth/auth.service.ts`. */
  path: string;
  /** Each import: a repository-relative path (relative imports resolved) or a package name. */
  imports: string[];
  text: string;
};

// scripts/ (tooling, and this check's own tests with their deliberate violations) is not checked.
const ROOTS = ['domain', 'server', 'web', 'e2e', 'bench'];
const SOURCE = /\.(ts|tsx|mjs)$/;
// import … from '…', export … from '…', import '…', import('…')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The specifiers a file imports, relative ones resolved against its own folder. */
export function importsOf(filePath: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1]!;
    found.add(
      specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(filePath), specifier))
        : specifier,
    );
  }
  return [...found];
}

// export { a, type B } from '…' and export type { C } from '…' (export * is its own rule)
const RE_EXPORT = /\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/**
 * The values a file re-exports from other files, each with the file it comes from (relative ones
 * resolved); types (`export type { … }`, `export { type … }`) are left out.
 */
export function valueReExportsOf(filePath: string, text: string): { name: string; from: string }[] {
  const found: { name: string; from: string }[] = [];
  for (const [, typeOnly, names, specifier] of text.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const from = specifier!.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(filePath), specifier!))
      : specifier!;
    for (const part of names!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) found.push({ name: name.split(/\s+as\s+/).pop()!, from });
    }
  }
  return found;
}

function walk(root: string, dir: string, out: string[]) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(root, relative, out);
    } else if (SOURCE.test(entry.name)) {
      out.push(relative);
    }
  }
}

/** Every source file of the repository at `root`. */
export function readSourceFiles(root: string): SourceFile[] {
  const paths: string[] = [];
  for (const dir of ROOTS) walk(root, dir, paths);
  return paths.map((p) => {
    const text = readFileSync(path.join(root, p), 'utf8');
    return { path: p, imports: importsOf(p, text), text };
  });
}
