// Renders the demo photos' scenes (decisions 151, 152) into server/demo/traced/renders/: `npx tsx
// scripts/render-traced-scenes.ts [scene ...]`. A render takes one to three minutes of a core, so they
// are made by hand and kept in the repository: run it again after changing a scene or the tracer,
// then raise PAINTING_VERSION. One process per core (PROCESSES sets it); SAMPLES paths a pixel.

import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seededRandom } from '../server/demo/seeded-random.ts';
import { denoise, expose } from '../server/demo/traced/denoise.ts';
import {
  RENDER_SIZE,
  renderFile,
  rendersOf,
  TRACED_BUILDERS,
  TRACED_NAMES,
  type TracedName,
} from '../server/demo/traced/traced-catalog.ts';
import { traceScene } from '../server/demo/traced/tracer.ts';

const out = fileURLToPath(new URL('../server/demo/traced/renders/', import.meta.url));
/** Paths a pixel: a place in the open is lit straight by the sun and the sky, so half a room's will do. */
const samplesOf = (scene: TracedName) => Number(process.env.SAMPLES ?? (rendersOf(scene) === 6 ? 16 : 8));

type Job = { scene: TracedName; render: number };

async function render({ scene: name, render }: Job) {
  const started = Date.now();
  const seed = `${name}-${render}`;
  const scene = TRACED_BUILDERS[name](seededRandom(seed));
  const { width, height } = RENDER_SIZE;
  const traced = traceScene(scene, width, height, samplesOf(name), seededRandom(`${seed}:paths`));
  const pixels = expose(denoise(traced), scene.key);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(`${out}${renderFile(name, render)}`);
  return `${renderFile(name, render)} in ${Math.round((Date.now() - started) / 1000)} s`;
}

const one = process.argv.indexOf('--one');
if (one > 0) {
  console.log(
    await render({ scene: process.argv[one + 1] as TracedName, render: Number(process.argv[one + 2]) }),
  );
} else {
  const scenes = (process.argv.slice(2).length ? process.argv.slice(2) : TRACED_NAMES) as TracedName[];
  const jobs: Job[] = scenes.flatMap((scene) =>
    Array.from({ length: rendersOf(scene) }, (_, i) => ({ scene, render: i + 1 })),
  );
  const processes = Math.min(jobs.length, Number(process.env.PROCESSES ?? availableParallelism()));
  const script = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from({ length: processes }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const args = ['--import', 'tsx', script, '--one', job.scene, String(job.render)];
        await new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, args, { stdio: 'inherit' });
          child.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`${job.scene} exited ${code}`)),
          );
        });
      }
    }),
  );
  console.log(
    'Raise PAINTING_VERSION (server/modules/media/scene-cache.ts) so no machine keeps the old photos.',
  );
}
