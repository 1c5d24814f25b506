// `npm run i18n:check` (part of `npm run check`): fails when a key is in one language and not the
// other, or when visible text in web/ or in a mail is written past the catalogue (decision 110).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compareCatalogues, type Finding, findHardCodedText } from './catalogue-rules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const messagesDir = path.join(root, 'i18n/messages');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

const problems: string[] = [];
for (const area of readdirSync(messagesDir).sort()) {
  const read = (language: string) =>
    JSON.parse(readFileSync(path.join(messagesDir, area, `${language}.json`), 'utf8'));
  problems.push(...compareCatalogues(area, read('en'), read('hi')));
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);
const webFiles = filesUnder(path.join(root, 'web'), isSource);
// Mails and the notifications they carry are read by people too.
const mailFiles = [
  ...filesUnder(path.join(root, 'server'), (file) => isSource(file) && /-mail\.ts$/.test(file)),
  ...filesUnder(path.join(root, 'domain/rules/notifications'), isSource),
];
const findings: Finding[] = [...webFiles, ...mailFiles].flatMap((file) =>
  findHardCodedText(path.relative(root, file), readFileSync(file, 'utf8')),
);
problems.push(...findings.map((f) => `${f.file}:${f.line}: "${f.text}" is not from the message catalogue`));

if (problems.length > 0) {
  console.error(`${problems.length} catalogue problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Catalogues agree in both languages; ${webFiles.length + mailFiles.length} files take their text from them.`,
);
