// `npm run boundaries`: prints every boundary violation in the repository and fails if there is one.
import { findViolations, formatViolations } from './boundary-rules.ts';
import { readSourceFiles } from './source-files.ts';

const files = readSourceFiles(process.cwd());
const violations = findViolations(files);
if (violations.length > 0) {
  console.error(`${violations.length} boundary violation(s):\n${formatViolations(violations)}`);
  process.exit(1);
}
console.log(`Boundaries hold across ${files.length} files.`);
