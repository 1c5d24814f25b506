// `npm run check`: the type check, the linter and the boundary check run beside the tests, not before
// them. tsc works on one core for about a minute; on the 2-core CI machine the tests take the other
// (decision 101). Each static check's output is printed whole when it ends; the tests print as they go.
// The message catalogues' check runs beside them too. Exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { compileMessages } from './i18n/compile.mjs';

function run(script, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(`\n-- npm run ${script} (${seconds} s)\n${output}`);
      resolve({ script, code });
    });
  });
}

// The typed message functions every check reads (i18n/generated) are compiled once, first.
await compileMessages();
const results = await Promise.all([
  run('typecheck', { buffered: true }),
  run('i18n:check', { buffered: true }),
  run('lint', { buffered: true }),
  run('boundaries', { buffered: true }),
  run('test', { buffered: false }),
]);
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`\nnpm run check failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nnpm run check: typecheck, catalogues, lint, boundaries and tests all passed.');
process.exit(0); // compileMessages may leave the inlang SDK's handle open (scripts/i18n/compile.mjs)
