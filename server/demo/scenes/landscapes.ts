import type { Random } from '../seeded-random.ts';
import { cloudBank, material } from './photo-finish.ts';
import {
  ellipse,
  H,
  type Palette,
  palm,
  path,
  pine,
  r1,
  rect,
  ridge,
  rollingHill,
  type Svg,
  sky,
  sun,
  W,
} from './svg-kit.ts';

export function beach(svg: Svg, rng: Random, p: Palette) {
  const horizon = rng.between(380, 470);
  sky(svg, p, horizon);
  sun(svg, rng, p, horizon);
  cloudBank(svg, rng, horizon, rng.int(2, 5) / 6);
  const sea = svg.linear([
    [0, '#2f7fa8'],
    [1, '#6cc3cf'],
  ]);
  svg.add(rect(0, horizon, W, H - horizon, sea, `filter="${material(svg, 'water')}"`));
  for (let i = 0; i < 14; i++) {
    const y = horizon + 20 + i * rng.between(14, 26);
    svg.add(rect(rng.between(-100, W), y, rng.between(120, 420), 3, '#ffffff', 'opacity="0.25"'));
  }
  const shore = horizon + rng.between(190, 260);
  svg.add(
    path(
      `M0 ${r1(shore)} Q${W / 2} ${r1(shore - 50)} ${W} ${r1(shore + 10)} L${W} ${H} L0 ${H}Z`,
      '#f1ddb1',
      `filter="${material(svg, 'stone')}"`,
    ),
    path(
      `M0 ${r1(shore)} Q${W / 2} ${r1(shore - 50)} ${W} ${r1(shore + 10)}`,
      'none',
      'stroke="#fff" stroke-width="6" opacity="0.6"',
    ),
    rect(
      0,
      shore + 60,
      W,
      H,
      svg.linear([
        [0, '#e8cf9c', 0],
        [1, '#d4b27a'],
      ]),
    ),
  );
  const side = rng.chance(0.5) ? 0 : 1;
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = side ? W - 80 - i * rng.between(70, 130) : 80 + i * rng.between(70, 130);
    svg.add(palm(rng, x, H - rng.between(40, 140), rng.between(330, 480)));
  }
}

export function hills(svg: Svg, rng: Random, p: Palette) {
  const horizon = 520;
  sky(svg, p, horizon);
  cloudBank(svg, rng, horizon, rng.int(3, 6) / 6);
  svg.add(ridge(rng, 300, 120, 9, '#b9c8da'));
  svg.add(ridge(rng, 330, 90, 7, '#ffffff', 'opacity="0.55"'));
  svg.add(ridge(rng, 430, 80, 12, '#6f8fa0'));
  svg.add(ridge(rng, 540, 60, 16, '#3f6b4f'));
  for (let i = 0; i < 26; i++) {
    const x = rng.between(0, W);
    svg.add(pine(x, rng.between(600, 700), rng.between(90, 170), '#24472f'));
  }
  svg.add(rollingHill(rng, 720, 50, 3, '#4f7d3a'));
  cottage(svg, rng, rng.between(250, 850), rng.between(700, 760));
  for (let i = 0; i < 12; i++)
    svg.add(pine(rng.between(0, W), rng.between(800, 930), rng.between(160, 260), '#1b3a24'));
}

function cottage(svg: Svg, rng: Random, x: number, y: number) {
  const w = rng.between(170, 230);
  const h = w * 0.55;
  const wall = rng.pick(['#f4efe6', '#d9b88f', '#c97b5a']);
  const roof = rng.pick(['#8c2f2f', '#3d5a80', '#5b4636']);
  svg.add(
    rect(x, y - h, w, h, wall),
    path(
      `M${r1(x - 20)} ${r1(y - h)} L${r1(x + w / 2)} ${r1(y - h - w * 0.38)} L${r1(x + w + 20)} ${r1(y - h)}Z`,
      roof,
    ),
    rect(x + w * 0.15, y - h * 0.65, w * 0.2, h * 0.32, '#ffd98a'),
    rect(x + w * 0.62, y - h * 0.65, w * 0.2, h * 0.32, '#ffd98a'),
    rect(x + w * 0.42, y - h * 0.55, w * 0.16, h * 0.55, '#5b4636'),
  );
}

/** Sandstone haveli or fort with arches and domed pavilions (Jaipur, Udaipur). */
export function palace(svg: Svg, rng: Random, p: Palette, onLake: boolean) {
  const horizon = onLake ? 560 : 640;
  sky(svg, p, horizon);
  sun(svg, rng, p, horizon);
  cloudBank(svg, rng, horizon, rng.int(1, 3) / 6);
  svg.add(ridge(rng, horizon - 90, 60, 8, onLake ? '#8e9a8a' : '#c99a6b'));
  const stone = onLake ? rng.pick(['#f3ede1', '#efe3cf']) : rng.pick(['#e3a873', '#d98c5f', '#e8b98a']);
  const shade = onLake ? '#cfc3ad' : '#b86e45';
  const left = rng.between(150, 320);
  const width = rng.between(620, 820);
  const top = horizon - rng.between(230, 300);
  svg.add(rect(left, top, width, horizon - top, stone));
  const bays = rng.int(6, 9);
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < bays; i++) {
      const bw = width / bays;
      const ax = left + i * bw + bw * 0.22;
      const ay = top + 30 + row * ((horizon - top - 30) / 3);
      const aw = bw * 0.56;
      const ah = (horizon - top) / 3 - 30;
      svg.add(
        path(
          `M${r1(ax)} ${r1(ay + ah)} L${r1(ax)} ${r1(ay + aw / 2)} A${r1(aw / 2)} ${r1(aw / 2)} 0 0 1 ${r1(ax + aw)} ${r1(ay + aw / 2)} L${r1(ax + aw)} ${r1(ay + ah)}Z`,
          shade,
        ),
      );
    }
  }
  for (let i = 0; i < rng.int(3, 5); i++) {
    const cx = left + rng.between(40, width - 40);
    const r = rng.between(26, 48);
    svg.add(
      rect(cx - r, top - r * 0.9, r * 2, r * 0.9, stone),
      path(
        `M${r1(cx - r)} ${r1(top - r * 0.9)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r)} ${r1(top - r * 0.9)}Z`,
        stone,
      ),
      rect(cx - 2, top - r * 1.9 - 24, 4, 26, shade),
    );
  }
  if (onLake) {
    const water = svg.linear([
      [0, '#5e8fa6'],
      [1, '#2f5d75'],
    ]);
    svg.add(rect(0, horizon, W, H - horizon, water, `filter="${material(svg, 'water')}"`));
    svg.add(
      rect(
        left,
        horizon,
        width,
        (horizon - top) * 0.8,
        svg.linear([
          [0, stone, 0.45],
          [1, stone, 0],
        ]),
      ),
    );
    for (let i = 0; i < 18; i++) {
      svg.add(
        rect(
          rng.between(0, W),
          horizon + rng.between(10, H - horizon),
          rng.between(60, 260),
          3,
          '#fff',
          'opacity="0.18"',
        ),
      );
    }
  } else {
    svg.add(
      rect(
        0,
        horizon,
        W,
        H - horizon,
        svg.linear([
          [0, '#d9b07c'],
          [1, '#b98a58'],
        ]),
      ),
    );
    for (let i = 0; i < 3; i++)
      svg.add(palm(rng, rng.between(40, W - 40), H - rng.between(20, 120), rng.between(220, 320), '#3d5f2e'));
  }
}

export function teaGarden(svg: Svg, rng: Random, p: Palette) {
  sky(svg, p, 380);
  cloudBank(svg, rng, 380, rng.int(3, 5) / 6);
  svg.add(ridge(rng, 330, 60, 8, '#9fb7a4'));
  const greens = ['#7fae5a', '#5f9a45', '#4b8a3a', '#3c7530'];
  greens.forEach((g, i) => {
    const base = 430 + i * 120;
    svg.add(rollingHill(rng, base, 110, rng.int(2, 3), g));
    for (let row = 0; row < 7; row++) {
      svg.add(
        path(
          `M0 ${r1(base + 20 + row * 18)} Q${W / 2} ${r1(base - 40 + row * 18)} ${W} ${r1(base + 20 + row * 18)}`,
          'none',
          `stroke="#2d5e25" stroke-width="5" opacity="0.28"`,
        ),
      );
    }
  });
  svg.add(
    rect(
      0,
      300,
      W,
      220,
      svg.linear([
        [0, '#fff', 0],
        [0.5, '#fff', 0.35],
        [1, '#fff', 0],
      ]),
    ),
  );
  for (let i = 0; i < 5; i++)
    svg.add(pine(rng.between(0, W), rng.between(520, 700), rng.between(120, 200), '#2b4f2a'));
}

export function backwaters(svg: Svg, rng: Random, p: Palette) {
  const horizon = rng.between(440, 500);
  sky(svg, p, horizon);
  sun(svg, rng, p, horizon);
  cloudBank(svg, rng, horizon, 3 / 6);
  svg.add(rect(0, horizon - 40, W, 50, '#2e5a32'));
  for (let i = 0; i < 16; i++)
    svg.add(palm(rng, rng.between(0, W), horizon, rng.between(160, 300), '#24502b'));
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, '#6f9f8a'],
        [1, '#2f5b4f'],
      ]),
      `filter="${material(svg, 'water')}"`,
    ),
  );
  for (let i = 0; i < 20; i++)
    svg.add(
      rect(
        rng.between(0, W),
        rng.between(horizon + 10, H),
        rng.between(80, 300),
        3,
        '#fff',
        'opacity="0.15"',
      ),
    );
  const bx = rng.between(200, 600);
  const by = horizon + rng.between(150, 230);
  svg.add(
    path(
      `M${r1(bx)} ${r1(by)} Q${r1(bx + 250)} ${r1(by + 70)} ${r1(bx + 500)} ${r1(by)} L${r1(bx + 470)} ${r1(by + 40)} L${r1(bx + 30)} ${r1(by + 40)}Z`,
      '#4a2e1c',
    ),
    path(`M${r1(bx + 60)} ${r1(by)} Q${r1(bx + 250)} ${r1(by - 170)} ${r1(bx + 440)} ${r1(by)}Z`, '#b98b4e'),
    path(`M${r1(bx + 100)} ${r1(by)} Q${r1(bx + 250)} ${r1(by - 120)} ${r1(bx + 400)} ${r1(by)}Z`, '#8a6234'),
    ellipse(bx + 250, by + 60, 260, 14, '#000', 'opacity="0.18"'),
  );
}

export function riverValley(svg: Svg, rng: Random, p: Palette) {
  sky(svg, p, 420);
  cloudBank(svg, rng, 420, 4 / 6);
  svg.add(
    ridge(rng, 320, 90, 8, '#8aa39a'),
    ridge(rng, 430, 90, 10, '#4d7a55'),
    ridge(rng, 540, 70, 12, '#35603e'),
  );
  const river = svg.linear([
    [0, '#9fd3d6'],
    [1, '#3f8f9a'],
  ]);
  svg.add(
    path(`M520 560 Q640 650 470 760 Q360 840 420 ${H} L820 ${H} Q760 820 820 740 Q900 640 640 560Z`, river),
  );
  for (let i = 0; i < 30; i++) {
    const x = rng.chance(0.5) ? rng.between(0, 430) : rng.between(830, W);
    svg.add(pine(x, rng.between(620, 920), rng.between(110, 220), '#1f4228'));
  }
}

export function city(svg: Svg, rng: Random, p: Palette) {
  const horizon = 600;
  sky(svg, p, horizon);
  sun(svg, rng, p, horizon);
  const lit = p.light < 0.9;
  let x = -20;
  while (x < W) {
    const w = rng.between(60, 130);
    const h = rng.between(140, 420);
    const tone = rng.pick(['#44506b', '#56607a', '#39425a', '#6b7089']);
    svg.add(rect(x, horizon - h, w, h, tone));
    for (let wy = horizon - h + 16; wy < horizon - 16; wy += 22) {
      for (let wx = x + 10; wx < x + w - 14; wx += 18) {
        if (rng.chance(lit ? 0.45 : 0.2))
          svg.add(rect(wx, wy, 8, 10, lit ? '#ffd98a' : '#a9c4dd', 'opacity="0.8"'));
      }
    }
    x += w + rng.between(0, 12);
  }
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, '#3d5e7a'],
        [1, '#1f3347'],
      ]),
    ),
  );
  svg.add(
    path(
      `M0 ${horizon + 80} Q${W / 2} ${horizon + 40} ${W} ${horizon + 90} L${W} ${horizon + 100} Q${W / 2} ${horizon + 52} 0 ${horizon + 92}Z`,
      '#d9d2c0',
    ),
  );
  for (let i = 0; i < 40; i++)
    svg.add(ellipse(i * 32 + 10, horizon + 70 - Math.sin(i / 6) * 18, 3, 3, '#ffe8a3'));
}

export function forest(svg: Svg, rng: Random, p: Palette) {
  sky(svg, p, 360);
  cloudBank(svg, rng, 360, 3 / 6);
  svg.add(ridge(rng, 330, 60, 10, '#6f8f74'));
  svg.add(
    rect(
      0,
      300,
      W,
      200,
      svg.linear([
        [0, '#fff', 0],
        [0.6, '#fff', 0.4],
        [1, '#fff', 0],
      ]),
    ),
  );
  for (let layer = 0; layer < 4; layer++) {
    const color = ['#4c7352', '#355e3d', '#264a2e', '#183620'][layer] as string;
    for (let i = 0; i < 22; i++)
      svg.add(
        pine(
          rng.between(-40, W + 40),
          470 + layer * 120 + rng.between(0, 60),
          rng.between(180, 320) + layer * 40,
          color,
        ),
      );
  }
  svg.add(rect(0, H - 60, W, 60, '#1c2f18'));
}
