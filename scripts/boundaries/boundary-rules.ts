import { type SourceFile, valueReExportsOf } from './source-files.ts';
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
/** The server module a path lies in: `server/modules/<area>/…` gives `<area>`. */
export const moduleOf = (p: string) => /^server\/modules\/([^/]+)\//.exec(p)?.[1];
const indexOf = (area: string) => `server/modules/${area}/index.ts`;
/** Another module's file reached past its index, from a file outside that module. */
const pastIndex = (from: string, i: string) => {
  const area = moduleOf(i);
  return area !== undefined && area !== moduleOf(from) && i !== indexOf(area);
};
// Test code: test files, their kits in server/testing/, and the journeys, benches and scripts around them.
const isTestCode = (p: string) => isTest(p) || /^(server\/testing|e2e|bench|scripts)\//.test(p);
const TEST_KIT_NAME = /-test-(kit|files|cases|state)\b[^/]*\.ts$/;
const isTestImport = (i: string) =>
  i.startsWith('server/testing/') || isTest(i) || TEST_KIT_NAME.test(i) || /^(vitest|@vitest\/)/.test(i);

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
    name: 'outside the features, only web/router.tsx, web/main.tsx and the first screen (web/first-screen-*) put features together',
    check: (f) =>
      !f.path.startsWith('web/') ||
      featureOf(f.path) ||
      f.path === 'web/router.tsx' ||
      f.path === 'web/main.tsx' ||
      f.path.startsWith('web/first-screen-')
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
  {
    name: 'a server module is imported from outside only through its index.ts',
    check: (f) => f.imports.filter((i) => pastIndex(f.path, i)).map((i) => `imports ${i}, not its index.ts`),
  },
  {
    name: "no module imports another module's repository",
    check: (f) =>
      moduleOf(f.path) === undefined
        ? []
        : f.imports
            .filter((i) => i.endsWith('.repository.ts') && pastIndex(f.path, i))
            .map((i) => `imports another module's repository ${i}`),
  },
  {
    // Each public name is chosen: `export *` would hand out a whole file, repository functions included.
    name: "a module's index.ts names what it exports",
    check: (f) =>
      moduleOf(f.path) !== undefined && f.path === indexOf(moduleOf(f.path)!) && /\bexport\s+\*/.test(f.text)
        ? ['exports * from a file']
        : [],
  },
  {
    // Others get what the module does in its own words (its services), never its queries: a row
    // type may be named, a repository function may not (decision 82).
    name: "a module's index.ts re-exports no value from a repository",
    check: (f) =>
      moduleOf(f.path) !== undefined && f.path === indexOf(moduleOf(f.path)!)
        ? valueReExportsOf(f.path, f.text)
            .filter((e) => e.from.endsWith('.repository.ts'))
            .map((e) => `re-exports ${e.name} from ${e.from}`)
        : [],
  },
  {
    name: 'production code never imports test code: server/testing/, test kits, test files, vitest',
    check: (f) =>
      isTestCode(f.path) ? [] : f.imports.filter(isTestImport).map((i) => `imports test code ${i}`),
  },
  {
    name: 'test helpers live in server/testing/, not in a module',
    check: (f) =>
      moduleOf(f.path) && TEST_KIT_NAME.test(f.path) ? ['is a test helper inside a module'] : [],
  },
  ...WEB_RULES,
];

/** Strongly connected components of a graph with more than one member (Tarjan), members sorted. */
function stronglyConnected(nodes: string[], edges: (node: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
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
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}

/**
 * Cycles among server modules, each module a node: an import from a module's production file into
 * another module is an edge (tests import freely through indexes and close no real cycle).
 */
function moduleCycles(files: SourceFile[]): Violation[] {
  const edges = new Map<string, Set<string>>();
  for (const f of files) {
    const from = moduleOf(f.path);
    if (from === undefined || isTest(f.path)) continue;
    const out = edges.get(from) ?? new Set<string>();
    edges.set(from, out);
    for (const i of f.imports) {
      const to = moduleOf(i);
      if (to !== undefined && to !== from) out.add(to);
    }
  }
  return stronglyConnected([...edges.keys()].sort(), (m) => [...(edges.get(m) ?? [])].sort()).map(
    (members) => ({
      rule: 'server modules form no import cycle',
      file: `server/modules/${members[0]}/`,
      detail: `module cycle through ${members.join(', ')}`,
    }),
  );
}

/** Import cycles among the repository's own files, each reported once at its first file. */
function cycles(files: SourceFile[]): Violation[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const edges = (p: string) => (byPath.get(p)?.imports ?? []).filter((i) => byPath.has(i));
  return stronglyConnected(
    files.map((f) => f.path),
    edges,
  ).map((members) => ({
    rule: 'no import cycles',
    file: members[0]!,
    detail: `cycle through ${members.join(', ')}`,
  }));
}

export function findViolations(files: SourceFile[]): Violation[] {
  const perFile = files.flatMap((file) =>
    RULES.flatMap((rule) => rule.check(file).map((detail) => ({ rule: rule.name, file: file.path, detail }))),
  );
  return [...perFile, ...cycles(files), ...moduleCycles(files)];
}

export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.file}: ${v.detail} (rule: ${v.rule})`).join('\n');
}
