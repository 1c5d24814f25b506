// Renders the demo rooms (decision 151) into server/demo/traced/renders/: `npx tsx
// scripts/render-traced-scenes.ts [room ...]`. A render takes a minute or two of one core, so they are
// made once, by hand, and kept in the repository; run again after changing a room or the tracer.
// One process per core; SAMPLES paths a pixel (default 16).

import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { seededRandom } from '../server/demo/seeded-random.ts';
import { denoise, expose } from '../server/demo/traced/denoise.ts';
import {
  RENDER_SIZE,
  RENDERS_PER_SCENE,
  renderFile,
  TRACED_BUILDERS,
  TRACED_NAMES,
  type TracedName,
} from '../server/demo/traced/traced-catalog.ts';
import { traceScene } from '../server/demo/traced/tracer.ts';

const out = new URL('../server/demo/traced/renders/', import.meta.url).pathname;
const samples = Number(process.env.SAMPLES ?? 16);

type Job = { room: TracedName; render: number };

async function render({ room, render }: Job) {
  const started = Date.now();
  const seed = `${room}-${render}`;
  const scene = TRACED_BUILDERS[room](seededRandom(seed));
  const { width, height } = RENDER_SIZE;
  const traced = traceScene(scene, width, height, samples, seededRandom(`${seed}:paths`));
  const pixels = expose(denoise(traced));
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(`${out}${renderFile(room, render)}`);
  return `${renderFile(room, render)} in ${Math.round((Date.now() - started) / 1000)} s`;
}

const one = process.argv.indexOf('--one');
if (one > 0) {
  console.log(
    await render({ room: process.argv[one + 1] as TracedName, render: Number(process.argv[one + 2]) }),
  );
} else {
  const rooms = (process.argv.slice(2).length ? process.argv.slice(2) : TRACED_NAMES) as TracedName[];
  const jobs: Job[] = rooms.flatMap((room) =>
    Array.from({ length: RENDERS_PER_SCENE }, (_, i) => ({ room, render: i + 1 })),
  );
  const processes = Math.min(jobs.length, availableParallelism());
  const script = new URL(import.meta.url).pathname;
  await Promise.all(
    Array.from({ length: processes }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const args = ['--import', 'tsx', script, '--one', job.room, String(job.render)];
        await new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, args, { stdio: 'inherit' });
          child.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`${job.room} exited ${code}`)),
          );
        });
      }
    }),
  );
}
