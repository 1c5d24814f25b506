// Brotli and gzip copies of the built web app's text files (x.js -> x.js.br, x.js.gz), written
// once at build time at the highest levels, so the server sends them without compressing per
// request (@fastify/static preCompressed). Run by the Vite plugin below after every `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
/** Below this a compressed copy saves less than a packet; the server sends the file as it is. */
const minBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes .br and .gz beside each compressible file of `dir`; returns how many files it compressed. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || statSync(file).size < minBytes) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    // A copy that is not smaller is of no use (the server falls back to the file itself).
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    count++;
  }
  return count;
}

/** Vite plugin: precompress the output directory once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'basera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}
