import type { Random } from '../seeded-random.ts';

/** Canvas size every scene draws on; the SVG viewBox scales it to the requested size. */
export const W = 1200;
export const H = 900;

export type Palette = { skyTop: string; skyBottom: string; sun: string; light: number };

const PALETTES: Palette[] = [
  { skyTop: '#5b9bd5', skyBottom: '#cfe6f5', sun: '#fff6d5', light: 1 }, // clear day
  { skyTop: '#7fb3d9', skyBottom: '#f3e3c3', sun: '#ffe9a8', light: 0.95 }, // warm afternoon
  { skyTop: '#f08a5d', skyBottom: '#fcd9a0', sun: '#fff1c1', light: 0.85 }, // golden hour
  { skyTop: '#4b4f86', skyBottom: '#f4a37a', sun: '#ffd29a', light: 0.7 }, // dusk
];

export function palette(rng: Random): Palette {
  return rng.pick(PALETTES);
}

/** Collects <defs> with unique ids, plus the drawing itself. */
export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private nextId = 0;

  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(stop).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(stop).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A filter from raw primitives (feTurbulence, feBlend...); `region` widens it for shadows and glows. */
  filter(primitives: string, region = 'x="-20%" y="-20%" width="140%" height="140%"'): string {
    const id = `f${this.nextId++}`;
    this.defs.push(`<filter id="${id}" ${region} color-interpolation-filters="sRGB">${primitives}</filter>`);
    return `url(#${id})`;
  }

  add(...elements: string[]): this {
    this.body.push(...elements);
    return this;
  }

  /** The finished SVG at `width` x `height`; `mirrored` flips the drawing left to right. */
  render(width: number, height: number, mirrored = false): string {
    const flip = mirrored ? ` transform="translate(${W} 0) scale(-1 1)"` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs><g${flip}>${this.body.join('')}</g></svg>`;
  }
}

function stop([offset, color, opacity = 1]: [number, string, number?]) {
  return `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A hill or mountain ridge across the canvas: a random walk from left to right, filled down to the bottom. */
export function ridge(
  rng: Random,
  baseY: number,
  amplitude: number,
  steps: number,
  fill: string,
  extra = '',
) {
  let y = baseY + rng.between(-amplitude, amplitude) / 2;
  const points: string[] = [`M0 ${H}`, `L0 ${r1(y)}`];
  for (let i = 1; i <= steps; i++) {
    y = Math.min(
      baseY + amplitude,
      Math.max(baseY - amplitude, y + rng.between(-amplitude, amplitude) * 0.7),
    );
    points.push(`L${r1((W * i) / steps)} ${r1(y)}`);
  }
  points.push(`L${W} ${H}Z`);
  return path(points.join(' '), fill, extra);
}

/** Smooth rolling hills (quadratic curves), for tea gardens and valleys. */
export function rollingHill(rng: Random, baseY: number, amplitude: number, humps: number, fill: string) {
  const segment = W / humps;
  let d = `M0 ${H} L0 ${r1(baseY)}`;
  for (let i = 0; i < humps; i++) {
    const peak = baseY - rng.between(amplitude * 0.4, amplitude);
    d += ` Q${r1(segment * i + segment / 2)} ${r1(peak)} ${r1(segment * (i + 1))} ${r1(baseY + rng.between(-10, 10))}`;
  }
  return path(`${d} L${W} ${H}Z`, fill);
}

export function sky(svg: Svg, p: Palette, horizon: number) {
  svg.add(
    rect(
      0,
      0,
      W,
      horizon + 40,
      svg.linear([
        [0, p.skyTop],
        [1, p.skyBottom],
      ]),
    ),
  );
}

export function sun(svg: Svg, rng: Random, p: Palette, horizon: number) {
  const cx = rng.between(180, W - 180);
  const cy = rng.between(horizon * 0.25, horizon * 0.8);
  const glow = svg.radial([
    [0, p.sun, 0.9],
    [0.25, p.sun, 0.45],
    [1, p.sun, 0],
  ]);
  svg.add(ellipse(cx, cy, 260, 260, glow), ellipse(cx, cy, 46, 46, p.sun, 'opacity="0.95"'));
}

/** A palm tree leaning slightly, trunk base at (x, y). */
export function palm(rng: Random, x: number, y: number, height: number, color = '#1f4d2b') {
  const lean = rng.between(-0.25, 0.25) * height;
  const topX = x + lean;
  const topY = y - height;
  const trunk = path(
    `M${r1(x - 9)} ${r1(y)} Q${r1(x + lean * 0.3)} ${r1(y - height / 2)} ${r1(topX - 3)} ${r1(topY)} L${r1(topX + 4)} ${r1(topY)} Q${r1(x + lean * 0.3 + 10)} ${r1(y - height / 2)} ${r1(x + 9)} ${r1(y)}Z`,
    '#5a4030',
  );
  const fronds: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = (Math.PI * (i + 0.5)) / 7 + rng.between(-0.15, 0.15);
    const len = height * rng.between(0.38, 0.5);
    const ex = topX + Math.cos(Math.PI - angle) * len;
    const ey = topY + Math.sin(angle - Math.PI / 2) * len * 0.35 + len * 0.25;
    const mx = (topX + ex) / 2;
    const my = Math.min(topY, ey) - len * 0.22;
    fronds.push(
      path(
        `M${r1(topX)} ${r1(topY)} Q${r1(mx)} ${r1(my)} ${r1(ex)} ${r1(ey)} Q${r1(mx)} ${r1(my + 18)} ${r1(topX)} ${r1(topY + 6)}Z`,
        color,
      ),
    );
  }
  return trunk + fronds.join('');
}

/** A conifer (triangle stack) with its base at (x, y). */
export function pine(x: number, y: number, height: number, color: string) {
  const w = height * 0.42;
  return [0, 1, 2]
    .map((i) => {
      const top = y - height + i * height * 0.22;
      const bottom = y - height * 0.12 - (2 - i) * height * 0.16;
      const half = (w / 2) * (0.6 + i * 0.2);
      return path(
        `M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(bottom)} L${r1(x - half)} ${r1(bottom)}Z`,
        color,
      );
    })
    .join('');
}

/** A soft darkening of the corners, as a lens gives it; ties every scene together. */
export function vignette(svg: Svg) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(
        [
          [0.55, '#000', 0],
          [1, '#000', 0.32],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
}
