import type { SourceFile } from './source-files.ts';
import { WEB_RULES } from './web-rules.ts';

/**
 * The architecture's boundaries (../shared/DESIGN.md, docs/decisions.md) as rules over the import
 * graph. `npm run check` fails on any violation; boundary-rules.test.ts shows each rule firing.
 */
export type Violation = { rule: string; file: string; detail: string };

type Rule = { name: string; check(file: SourceFile): string[] };

const isTest = (p: string) => /\.test\.tsx?$/.test(p);
const isDrizzle = (i: string) => /^drizzle-orm(\/|$)/.test(i);
const isFastify = (i: string) => /^(fastify|@fastify\/|fastify-)/.test(i);
const NODE_BUILTINS = new Set([
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'child_process',
  'dgram',
  'dns',
  'os',
  'path',
  'crypto',
  'worker_threads',
]);
const isNodeBuiltin = (i: string) => i.startsWith('node:') || NODE_BUILTINS.has(i);
// Reaching the outside world without an import: the network, browser storage, the page, the environment.
const IO_GLOBALS =
  /\b(fetch\s*\(|XMLHttpRequest|WebSocket|localStorage|sessionStorage|indexedDB|document\.|window\.|navigator\.|process\.env)/;
const featureOf = (p: string) => /^web\/features\/([^/]+)\//.exec(p)?.[1];

export const RULES: Rule[] = [
  {
    // Benches generate their data set with SQL directly, as server/db's seed does.
    name: 'drizzle-orm only in server/db/, *.repository.ts and bench/',
    check: (f) =>
      f.path.startsWith('server/db/') || f.path.startsWith('bench/') || f.path.endsWith('.repository.ts')
        ? []
        : f.imports.filter(isDrizzle).map((i) => `imports ${i}`),
  },
  {
    name: 'no fastify in services, repositories or domain/',
    check: (f) =>
      /\.(service|repository)\.ts$/.test(f.path) || f.path.startsWith('domain/')
        ? f.imports.filter(isFastify).map((i) => `imports ${i}`)
        : [],
  },
  {
    name: 'domain/ is pure: no server/, no web/, no I/O',
    check: (f) => {
      if (!f.path.startsWith('domain/')) return [];
      const found = f.imports
        .filter((i) => i.startsWith('server/') || i.startsWith('web/') || isNodeBuiltin(i))
        .map((i) => `imports ${i}`);
      const io = IO_GLOBALS.exec(f.text);
      return io ? [...found, `does I/O: ${io[1]}`] : found;
    },
  },
  {
    name: 'a web feature never imports another feature',
    check: (f) => {
      const own = featureOf(f.path);
      if (!own) return [];
      return f.imports.filter((i) => featureOf(i) && featureOf(i) !== own).map((i) => `imports ${i}`);
    },
  },
  {
    name: 'outside the features, only web/router.tsx and web/main.tsx put features together',
    check: (f) =>
      !f.path.startsWith('web/') ||
      featureOf(f.path) ||
      f.path === 'web/router.tsx' ||
      f.path === 'web/main.tsx'
        ? []
        : f.imports.filter((i) => featureOf(i)).map((i) => `imports ${i}`),
  },
  {
    name: 'the web app never imports the server',
    check: (f) =>
      f.path.startsWith('web/')
        ? f.imports.filter((i) => i.startsWith('server/')).map((i) => `imports ${i}`)
        : [],
  },
  {
    name: 'only the entry point, tests and benches import server/app.ts',
    check: (f) =>
      f.path === 'server/main.ts' || /^(server\/testing|bench)\//.test(f.path) || isTest(f.path)
        ? []
        : f.imports.filter((i) => i === 'server/app.ts').map((i) => `imports ${i}`),
  },
  {
    name: 'errors are thrown through the http-error helpers, never new HttpError',
    check: (f) =>
      !f.path.startsWith('server/') ||
      f.path === 'server/http/http-error.ts' ||
      !/\bnew HttpError\s*\(/.test(f.text)
        ? []
        : ['calls new HttpError'],
  },
  ...WEB_RULES,
];

/** Import cycles among the repository's own files, each reported once at its first file. */
function cycles(files: SourceFile[]): Violation[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const edges = (p: string) => (byPath.get(p)?.imports ?? []).filter((i) => byPath.has(i));
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: Violation[] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) {
      const members = component.sort();
      found.push({
        rule: 'no import cycles',
        file: members[0]!,
        detail: `cycle through ${members.join(', ')}`,
      });
    }
  };
  for (const f of files) if (!index.has(f.path)) visit(f.path);
  return found;
}

export function findViolations(files: SourceFile[]): Violation[] {
  const perFile = files.flatMap((file) =>
    RULES.flatMap((rule) => rule.check(file).map((detail) => ({ rule: rule.name, file: file.path, detail }))),
  );
  return [...perFile, ...cycles(files)];
}

export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.file}: ${v.detail} (rule: ${v.rule})`).join('\n');
}
