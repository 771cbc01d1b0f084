// The palette (src/palette.css), light and dark: every text and mark has the contrast WCAG 2.x asks
// against what it stands on, and the board's marks stay apart for the three kinds of colour
// blindness as Machado, Oliveira and Fernandes (2009) simulate them.
import { describe, expect, it } from 'vitest';
import css from '../src/palette.css?raw';
import board from '../src/games/camelot/Board.tsx?raw';
import sc from '../src/games/super-camelot/sc.css?raw';

type Rgb = [number, number, number];
interface Colour {
  rgb: Rgb;
  alpha: number;
}


function block(from: number): string {
  const open = css.indexOf('{', from);
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error('unclosed block');
}

function variables(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) out.set(m[1]!, m[2]!.trim());
  return out;
}

const light = variables(block(css.indexOf(':root')));
const darkAt = css.indexOf('@media (prefers-color-scheme: dark)');
const dark = new Map([...light, ...variables(block(css.indexOf(':root', darkAt)))]);
const SCHEMES = { light, dark } as const;

export function parseColour(text: string): Colour {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return { rgb: [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb, alpha: 1 };
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/.exec(text);
  if (rgb) {
    const a = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] === '%' ? 100 : 1);
    return { rgb: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])], alpha: a };
  }
  throw new Error(`not a colour this test reads: ${text}`);
}

/** A variable's colour in a scheme; "--a over --b" lays a translucent colour over an opaque one. */
function colour(scheme: Map<string, string>, spec: string): Rgb {
  const layers = spec.split(' over ').reverse();
  let out: Rgb | null = null;
  for (const name of layers) {
    const value = scheme.get(name);
    if (value === undefined) throw new Error(`${name} is not in palette.css`);
    const c = parseColour(value);
    if (out === null) {
      expect(c.alpha, `${name} is the ground of "${spec}" and must be opaque`).toBe(1);
      out = c.rgb;
    } else {
      const under: Rgb = out;
      out = c.rgb.map((v, i) => c.alpha * v + (1 - c.alpha) * under[i]!) as Rgb;
    }
  }
  return out!;
}

const linear = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(linear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const LARGE_OR_UI = 3;

/**
 * [what, ground, minimum]: text 4.5:1; focus rings, board marks and large text 3:1 (WCAG 1.4.3,
 * 1.4.11). Where the palette lays a translucent fill under a mark, the ground is that fill over
 * each square it can cover.
 */
const SQUARES = ['--cm-light', '--cm-dark', '--cm-castle'];
const PAIRS: [string, string, number][] = [
  // The pages.
  ...['--bg', '--card'].flatMap((g): [string, string, number][] => [
    ['--ink', g, TEXT],
    ['--muted', g, TEXT],
    ['--accent', g, TEXT],
    ['--ok', g, TEXT],
    ['--warn', g, TEXT],
    ['--error', g, TEXT],
    ['--focus', g, LARGE_OR_UI],
    ['--cm-label', g, TEXT],
    ['--cm-capture', g, TEXT],
    ['--sc-ink', g, TEXT],
  ]),
  ['--ink', '--accent-soft', TEXT],
  ['--ok', '--accent-soft', TEXT],
  ['--accent-ink', '--accent', TEXT],
  ['--error', '--error-soft', TEXT],
  ['--banner-ink', '--banner-bg', TEXT],
  ['--badge-ink', '--badge-bg', TEXT],
  ['--ink', '--cm-panel over --card', TEXT],
  ['--muted', '--cm-panel over --card', TEXT],
  ['--cm-alert-fg', '--cm-alert-bg', TEXT],
  ['--cm-note-fg', '--cm-note-bg', TEXT],
  ['--cm-current-fg', '--cm-current-bg', TEXT],
  ['--cm-danger-ink', '--cm-capture', TEXT],
  // Super Camelot's panels.
  ...['--sc-paper', '--sc-card', '--sc-mine-bg', '--sc-decide-bg', '--sc-hover', '--sc-over-bg'].flatMap((g): [string, string, number][] => [
    ['--sc-ink', g, TEXT],
    ['--sc-muted', g, TEXT],
    ['--sc-warn', g, TEXT],
    ['--sc-accent', g, LARGE_OR_UI],
  ]),
  ['--sc-accent', '--sc-paper', TEXT],
  ['--sc-health', '--sc-card', TEXT],
  ['--sc-private', '--sc-card', TEXT],
  ['--sc-warn', '--sc-warn-bg', TEXT],
  ['--sc-accent-ink', '--sc-accent', TEXT],
  ['--sc-paper', '--sc-warn', TEXT],
  ['--sc-accent', '--bg', LARGE_OR_UI],
  // Super Camelot's map (light ground in both schemes).
  ['--sc-map-coord', '--sc-map-ground', TEXT],
  ...['--sc-map-ground', '--sc-map-tile'].flatMap((g): [string, string, number][] => [
    ['--sc-map-target', `--sc-map-target-fill over ${g}`, LARGE_OR_UI],
    ['--sc-map-preview', `--sc-map-preview-fill over ${g}`, LARGE_OR_UI],
  ]),
  // Camelot's board: the marks and the focus ring against every kind of square.
  ...SQUARES.flatMap((sq): [string, string, number][] => [
    ['--cm-target', sq, LARGE_OR_UI],
    ['--cm-capture', sq, LARGE_OR_UI],
    ['--cm-must', sq, LARGE_OR_UI],
    ['--cm-board-focus', sq, LARGE_OR_UI],
    ['--cm-route', `--cm-route-fill over ${sq}`, LARGE_OR_UI],
    ['--cm-last-mark', `--cm-last over ${sq}`, LARGE_OR_UI],
    ['--cm-last-mark', `--cm-last-to over ${sq}`, LARGE_OR_UI],
    ['--cm-white-edge', '--cm-white-piece', LARGE_OR_UI],
  ]),
];

describe('palette contrast (WCAG 2)', () => {
  for (const [name, scheme] of Object.entries(SCHEMES)) {
    it(`every pair meets its minimum in the ${name} scheme`, () => {
      const short = PAIRS.flatMap(([fg, bg, min]) => {
        const ratio = contrast(colour(scheme, fg), colour(scheme, bg));
        return ratio + 1e-9 < min ? [`${fg} on ${bg}: ${ratio.toFixed(2)}:1 < ${min}:1`] : [];
      });
      expect(short).toEqual([]);
    });
  }

  it('computes the ratios WCAG gives for known pairs', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrast([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('fails a pair that falls short (the check can fail)', () => {
    const pale: Rgb = [0xaa, 0xaa, 0xaa];
    expect(contrast(pale, [255, 255, 255])).toBeLessThan(TEXT);
  });
});

// Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
// Vision Deficiency", severity 1.0, applied to linear RGB.
const CVD: Record<string, number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** Linear RGB as a colour-blind eye sees it (clamped to the gamut). */
function simulate(rgb: Rgb, m: number[]): [number, number, number] {
  const [r, g, b] = rgb.map(linear) as Rgb;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [clamp(m[0]! * r + m[1]! * g + m[2]! * b), clamp(m[3]! * r + m[4]! * g + m[5]! * b), clamp(m[6]! * r + m[7]! * g + m[8]! * b)];
}

/** CIE L*a*b* (D65) of a linear RGB colour. */
function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27) * t / 116 + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference. */
export function deltaE(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/**
 * The three marks a Camelot board can show at once. ΔE*76 ≥ 12 between each two, as each kind of
 * colour blindness sees them: a difference of 2.3 is just noticeable, and about five times that is
 * told apart at a glance on a small mark. (They differ in shape as well: see the next test.)
 */
const MARKS = ['--cm-target', '--cm-capture', '--cm-last-mark'];
const MIN_DELTA_E = 12;

describe('the board marks under simulated colour blindness', () => {
  it('simulation and ΔE behave as published (white stays white, ΔE of black and white is 100)', () => {
    for (const m of Object.values(CVD)) {
      const w = simulate([255, 255, 255], m);
      w.forEach((v) => expect(v).toBeCloseTo(1, 2));
    }
    expect(deltaE(lab([0, 0, 0]), lab([1, 1, 1]))).toBeCloseTo(100, 3);
    // Red and green, far apart for normal sight, come close for a deuteranope.
    const red: Rgb = [200, 60, 40];
    const green: Rgb = [110, 130, 40];
    expect(deltaE(lab(simulate(red, identity)), lab(simulate(green, identity)))).toBeGreaterThan(40);
    expect(deltaE(lab(simulate(red, CVD.deuteranopia!)), lab(simulate(green, CVD.deuteranopia!)))).toBeLessThan(MIN_DELTA_E);
  });

  for (const [name, scheme] of Object.entries(SCHEMES)) {
    for (const [vision, m] of Object.entries({ normal: identity, ...CVD })) {
      it(`${name} scheme, ${vision} vision: each two marks differ by ΔE ≥ ${MIN_DELTA_E}`, () => {
        const close: string[] = [];
        for (let i = 0; i < MARKS.length; i++) {
          for (let j = i + 1; j < MARKS.length; j++) {
            const d = deltaE(lab(simulate(colour(scheme, MARKS[i]!), m)), lab(simulate(colour(scheme, MARKS[j]!), m)));
            if (d < MIN_DELTA_E) close.push(`${MARKS[i]} and ${MARKS[j]}: ΔE ${d.toFixed(1)}`);
          }
        }
        expect(close).toEqual([]);
      });
    }
  }
});

describe('the marks differ in shape as well as colour', () => {
  it('Camelot: a ring for a target, an X for a capture, a notch and a dashed outline for the last move', () => {
    expect(board).toMatch(/<circle class="cm-target"[^>]*r="9"/);
    expect(board).toMatch(/class="cm-captured"[\s\S]{0,200}<path d="M-6,-6 L6,6 M6,-6 L-6,6"/);
    expect(board).toMatch(/class="cm-last-notch"/);
    expect(board).toMatch(/class="cm-last-mark"/);
  });
  it('Super Camelot: targets dashed, the shaded preview dotted, the selected target solid and thicker', () => {
    expect(sc).toMatch(/\.sc-target rect,\n\.sc-target circle \{[^}]*stroke-dasharray: 5 3;/);
    expect(sc).toMatch(/\.sc-preview \{[^}]*stroke-dasharray: 2 2;/);
    expect(sc).toMatch(/\.sc-target\.sc-selected rect,\n\.sc-target\.sc-selected circle \{[^}]*stroke-width: 4;[^}]*stroke-dasharray: none;/);
  });
});
