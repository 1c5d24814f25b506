import type { Random } from '../seeded-random.ts';
import { material, shading } from './photo-finish.ts';
import { ellipse, H, type Palette, palm, path, r1, rect, ridge, type Svg, sky, W } from './svg-kit.ts';

const WALLS = ['#efe6d8', '#e8ddd0', '#dfe7e2', '#f2e8dc', '#e6dccb', '#dde3ea'];
const FLOORS = ['#a47551', '#8b6244', '#c49a6c', '#b9a48a', '#7d5a43'];
const ACCENTS = ['#2f6f5e', '#b5523b', '#2f4f7f', '#c98b2b', '#7a3f6b', '#3f7a4f'];

/** Back wall, floor and a window with daylight: the room every interior starts from. */
function room(svg: Svg, rng: Random, p: Palette) {
  const wall = rng.pick(WALLS);
  const floorY = rng.between(600, 660);
  const wallGrad = svg.linear([
    [0, shadeOf(wall)],
    [0.25, wall],
    [1, shadeOf(wall)],
  ]);
  // Plaster needs no grain of its own: the developed photo's uneven light and grain give it that.
  svg.add(rect(0, 0, W, floorY, wallGrad));
  floor(svg, rng, floorY);
  const wx = rng.between(80, 700);
  const ww = rng.between(300, 420);
  // Daylight washes the wall around the window and falls on the floor in front of it.
  svg.add(
    rect(
      wx - ww,
      0,
      ww * 3,
      floorY,
      svg.radial([
        [0, '#fff8e8', 0.55],
        [1, '#fff8e8', 0],
      ]),
    ),
  );
  svg.add(rect(wx - 14, 110, ww + 28, 360, '#fbf8f2'));
  svg.add(
    `<svg x="${r1(wx)}" y="124" width="${r1(ww)}" height="332" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
  );
  sky(svg, p, 520);
  svg.add(ridge(rng, 520, 80, 8, '#6f9a72'), palm(rng, 900, 900, 600, '#2f5a33'), '</svg>');
  // Glass is brighter than anything in the room: it blooms, as a camera exposing for the room sees it.
  svg.add(rect(wx, 124, ww, 332, '#ffffff', 'opacity="0.28"'));
  svg.add(rect(wx + ww / 2 - 5, 124, 10, 332, '#fbf8f2'), rect(wx, 290 - 5, ww, 10, '#fbf8f2'));
  svg.add(rect(wx - 14, 466, ww + 28, 10, '#000', `opacity="0.18" filter="${svg.blur(4)}"`));
  svg.add(
    path(
      `M${r1(wx)} ${r1(floorY + 4)} L${r1(wx - 200)} ${r1(floorY + 260)} L${r1(wx + ww + 260)} ${r1(floorY + 260)} L${r1(wx + ww)} ${r1(floorY + 4)}Z`,
      '#fff4d6',
      `opacity="0.35" filter="${svg.blur(18)}"`,
    ),
  );
  const curtain = rng.pick(ACCENTS);
  const folds = svg.linear(
    [
      [0, '#000', 0.25],
      [0.3, '#fff', 0.15],
      [0.55, '#000', 0.2],
      [0.8, '#fff', 0.12],
      [1, '#000', 0.25],
    ],
    1,
    0,
  );
  const cloth = material(svg, 'fabric', true);
  for (const cx of [wx - 60, wx + ww])
    svg.add(`<g filter="${cloth}">${rect(cx, 90, 60, 400, curtain)}${rect(cx, 90, 60, 400, folds)}</g>`);
  ambientOcclusion(svg, floorY);
  return { floorY, wx, ww };
}

/** Wooden planks running away from the camera towards a vanishing point, with their grain. */
function floor(svg: Svg, rng: Random, floorY: number) {
  const wood = rng.pick(FLOORS);
  const planks: string[] = [
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, shadeOf(wood)],
        [0.4, wood],
        [1, shadeOf(wood)],
      ]),
    ),
  ];
  const vx = rng.between(400, 800);
  for (let i = -12; i <= 12; i++) {
    const bottomX = W / 2 + i * 130;
    const topX = vx + (bottomX - vx) * 0.28;
    planks.push(
      path(
        `M${r1(topX)} ${r1(floorY)} L${r1(bottomX)} ${H}`,
        'none',
        'stroke="#000" stroke-opacity="0.16" stroke-width="2"',
      ),
    );
  }
  svg.add(`<g filter="${material(svg, 'wood')}">${planks.join('')}</g>`);
  // A polished floor mirrors the bright wall faintly.
  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, '#fff', 0.18],
        [0.35, '#fff', 0],
      ]),
    ),
  );
}

/** Corners and the skirting catch less light: the soft darkening that gives a room its depth. */
function ambientOcclusion(svg: Svg, floorY: number) {
  svg.add(
    rect(0, floorY - 14, W, 14, '#f4efe6'),
    rect(
      0,
      floorY - 60,
      W,
      46,
      svg.linear([
        [0, '#000', 0],
        [1, '#000', 0.12],
      ]),
    ),
    rect(
      0,
      floorY,
      W,
      60,
      svg.linear([
        [0, '#000', 0.3],
        [1, '#000', 0],
      ]),
    ),
    rect(
      0,
      0,
      W,
      120,
      svg.linear([
        [0, '#000', 0.28],
        [1, '#000', 0],
      ]),
    ),
    rect(
      0,
      0,
      140,
      H,
      svg.linear(
        [
          [0, '#000', 0.3],
          [1, '#000', 0],
        ],
        1,
        0,
      ),
    ),
    rect(
      W - 140,
      0,
      140,
      H,
      svg.linear(
        [
          [0, '#000', 0],
          [1, '#000', 0.3],
        ],
        1,
        0,
      ),
    ),
  );
}

/**
 * A piece of furniture: its shapes get the material's grain, a contact shadow, and each shape is lit
 * from above and darker below (the same shapes again, filled with a light-to-shadow gradient).
 */
function piece(svg: Svg, kind: 'wood' | 'fabric' | 'stone', shapes: string[]) {
  const shade = shading(svg);
  const lit = shapes.map((shape) => shape.replace(/fill="[^"]*"/, `fill="${shade}"`));
  return `<g filter="${material(svg, kind, true)}">${shapes.join('')}${lit.join('')}</g>`;
}

function plant(svg: Svg, rng: Random, x: number, y: number) {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const a = -Math.PI / 2 + (i - 4) * 0.32 + rng.between(-0.1, 0.1);
    const len = rng.between(90, 150);
    return ellipse(
      x + Math.cos(a) * len * 0.5,
      y - 70 + Math.sin(a) * len * 0.5,
      len * 0.5,
      16,
      '#3f7a45',
      `transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * len * 0.5)} ${r1(y - 70 + Math.sin(a) * len * 0.5)})"`,
    );
  });
  const pot = path(
    `M${r1(x - 40)} ${r1(y - 70)} L${r1(x + 40)} ${r1(y - 70)} L${r1(x + 30)} ${r1(y)} L${r1(x - 30)} ${r1(y)}Z`,
    '#c8643c',
  );
  return `<g filter="${material(svg, 'foliage', true)}">${leaves.join('')}</g>${piece(svg, 'stone', [pot])}`;
}

export function bedroom(svg: Svg, rng: Random, p: Palette) {
  const { floorY } = room(svg, rng, p);
  const bx = rng.between(260, 520);
  const bw = 560;
  const accent = rng.pick(ACCENTS);
  svg.add(
    piece(svg, 'wood', [rect(bx - 20, floorY - 330, bw + 40, 220, '#6b4a35', 'rx="14"')]),
    piece(svg, 'fabric', [
      rect(bx, floorY - 150, bw, 200, '#f7f4ee', 'rx="18"'),
      rect(bx, floorY - 60, bw, 110, accent, 'rx="12"'),
    ]),
    piece(svg, 'fabric', [
      rect(bx + 40, floorY - 190, 200, 70, '#ffffff', 'rx="24"'),
      rect(bx + bw - 240, floorY - 190, 200, 70, '#ffffff', 'rx="24"'),
    ]),
    piece(svg, 'wood', [rect(bx - 150, floorY - 110, 110, 110, '#7a5740', 'rx="6"')]),
    lampGlow(svg, bx - 95, floorY - 200),
    rect(bx - 98, floorY - 160, 6, 50, '#4a3426'),
    ellipse(bx - 95, floorY - 200, 38, 50, '#ffe6a8'),
  );
  svg.add(plant(svg, rng, bx + bw + 140, floorY + 40));
}

export function livingRoom(svg: Svg, rng: Random, p: Palette) {
  const { floorY } = room(svg, rng, p);
  const sx = rng.between(120, 520);
  const sofa = rng.pick(['#55708a', '#8a6a55', '#5f7f63', '#9b5d52', '#c2a27a']);
  svg.add(
    `<g filter="${material(svg, 'fabric')}">${ellipse(sx + 300, floorY + 120, 420, 70, rng.pick(ACCENTS), 'opacity="0.7"')}</g>`,
    piece(svg, 'wood', [
      rect(sx + 120, 160, 180, 130, rng.pick(ACCENTS)),
      rect(sx + 330, 180, 120, 90, rng.pick(ACCENTS)),
    ]),
    piece(svg, 'fabric', [
      rect(sx, floorY - 200, 600, 140, sofa, 'rx="30"'),
      rect(sx - 30, floorY - 110, 660, 120, sofa, 'rx="26"'),
    ]),
    piece(svg, 'fabric', [
      rect(sx + 40, floorY - 170, 150, 90, '#f0e6d0', 'rx="20"'),
      rect(sx + 410, floorY - 170, 150, 90, rng.pick(ACCENTS), 'rx="20"'),
    ]),
    piece(svg, 'wood', [
      rect(sx + 170, floorY + 60, 260, 26, '#6b4a35', 'rx="8"'),
      rect(sx + 190, floorY + 86, 14, 60, '#4a3426'),
      rect(sx + 396, floorY + 86, 14, 60, '#4a3426'),
    ]),
  );
  svg.add(plant(svg, rng, sx + 760, floorY + 30));
}

/** A lit lamp: a warm pool of light on the wall around it. */
function lampGlow(svg: Svg, x: number, y: number) {
  return ellipse(
    x,
    y,
    170,
    170,
    svg.radial([
      [0, '#ffd98a', 0.55],
      [1, '#ffd98a', 0],
    ]),
  );
}

export function kitchen(svg: Svg, rng: Random, p: Palette) {
  const { floorY } = room(svg, rng, p);
  const cabinet = rng.pick(['#e9e4da', '#2f4f4f', '#7d9a8a', '#d8c3a5', '#3b4a5a']);
  svg.add(piece(svg, 'wood', [rect(0, floorY - 230, W, 230, cabinet)]));
  for (let x = 20; x < W; x += 150) svg.add(rect(x, floorY - 200, 130, 190, '#000', 'opacity="0.07" rx="6"'));
  svg.add(piece(svg, 'stone', [rect(0, floorY - 250, W, 26, '#cfc8bb')]));
  svg.add(rect(0, 20, W, 90, cabinet), rect(0, floorY - 420, W, 170, '#ffffff', 'opacity="0.35"'));
  for (let x = 0; x < W; x += 40) svg.add(rect(x, floorY - 420, 2, 170, '#000', 'opacity="0.05"'));
  for (let i = 0; i < 6; i++)
    svg.add(
      ellipse(
        rng.between(60, W - 60),
        floorY - 270,
        rng.between(18, 30),
        rng.between(12, 22),
        rng.pick(ACCENTS),
      ),
    );
  const ix = rng.between(250, 650);
  svg.add(
    piece(svg, 'wood', [rect(ix, floorY + 20, 420, 150, '#6b4a35')]),
    piece(svg, 'stone', [rect(ix - 20, floorY, 460, 28, '#d9d2c4')]),
  );
  for (let i = 0; i < 3; i++)
    svg.add(
      rect(ix + 78 + i * 130, 40, 4, 80, '#333'),
      lampGlow(svg, ix + 80 + i * 130, 150),
      ellipse(ix + 80 + i * 130, 140, 40, 22, '#f4d27a'),
    );
}

export function bathroom(svg: Svg, rng: Random, p: Palette) {
  const { floorY } = room(svg, rng, p);
  const tile = rng.pick(['#dfe9ee', '#e9e2d6', '#d6e4dc']);
  svg.add(`<g filter="${material(svg, 'stone')}">${rect(0, floorY - 260, W, 260, tile)}</g>`);
  for (let x = 0; x < W; x += 60) svg.add(rect(x, floorY - 260, 2, 260, '#000', 'opacity="0.06"'));
  for (let y = floorY - 260; y < floorY; y += 60) svg.add(rect(0, y, W, 2, '#000', 'opacity="0.06"'));
  const vx = rng.between(150, 650);
  svg.add(
    piece(svg, 'wood', [rect(vx, floorY - 200, 360, 200, '#6b4a35', 'rx="8"')]),
    piece(svg, 'stone', [rect(vx - 10, floorY - 220, 380, 26, '#f4f2ee', 'rx="6"')]),
    ellipse(vx + 180, floorY - 222, 80, 14, '#dfe6ea'),
    rect(vx + 30, floorY - 560, 300, 300, '#cfe2ea', 'rx="150"'),
    rect(
      vx + 44,
      floorY - 546,
      272,
      272,
      svg.linear([
        [0, '#eef6f8'],
        [1, '#b9d2dc'],
      ]),
      'rx="136"',
    ),
  );
  svg.add(
    piece(svg, 'stone', [rect(vx + 460, floorY - 120, 320, 140, '#ffffff', 'rx="60"')]),
    rect(vx + 480, floorY - 110, 280, 40, '#bfe0ea', 'rx="20"'),
  );
  svg.add(plant(svg, rng, vx - 90, floorY + 30));
}

export function pool(svg: Svg, rng: Random, p: Palette) {
  const horizon = 420;
  sky(svg, p, horizon);
  svg.add(ridge(rng, horizon - 40, 50, 8, '#6d8f6a'));
  for (let i = 0; i < 6; i++) svg.add(palm(rng, rng.between(0, W), horizon + 40, rng.between(220, 340)));
  const water = svg.linear([
    [0, '#7fd6e6'],
    [1, '#1f8fb3'],
  ]);
  svg.add(
    `<g filter="${material(svg, 'stone')}">${rect(0, horizon, W, H - horizon, '#e7dccb')}</g>`,
    `<g filter="${material(svg, 'water')}">${path(`M140 ${horizon + 120} L1060 ${horizon + 120} L1180 ${H - 60} L20 ${H - 60}Z`, water)}</g>`,
  );
  for (let i = 0; i < 24; i++) {
    const y = rng.between(horizon + 140, H - 80);
    svg.add(
      path(
        `M${r1(rng.between(60, 1000))} ${r1(y)} q30 -10 60 0 t60 0`,
        'none',
        'stroke="#fff" stroke-width="3" opacity="0.45"',
      ),
    );
  }
  for (let i = 0; i < 3; i++) {
    const lx = 200 + i * 300 + rng.between(-30, 30);
    svg.add(
      rect(lx, horizon + 60, 180, 40, '#ffffff', 'rx="10"'),
      rect(lx, horizon + 50, 50, 30, rng.pick(ACCENTS), 'rx="8"'),
    );
  }
}

function shadeOf(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, ((n >> shift) & 255) - 28);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}
