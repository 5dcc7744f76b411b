import type { Industry } from '../ai/industries.js';
import { contrast, mix, parseHex, toHex } from '../render/color.js';
import { INDUSTRY_PACKS } from '../industries/registry.js';
import { ICON_NAME_PATTERN, NEUTRAL_ICONS, type IndustryIcon } from './industry-icons.js';
import { remembering } from '../site/remembering.js';

/**
 * Offline pictures that read as designed: an industry's icons (Tabler, outline) composed with
 * shapes and patterns in the site's palette, as crisp vector art at every size. No blur, no
 * bitmap, nothing random at render time: the same address always draws the same picture.
 *
 * - `spot`: one icon in a disc over a patterned tint (a service card).
 * - `scene`: a composition of up to four icons (introduction, gallery), in one of three layouts.
 * - `band`: a wallpaper of icons with one highlighted (image banners, which are cropped to a strip).
 */
export const ILLUSTRATION_KINDS = ['spot', 'scene', 'band'] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

export const ILLUSTRATION_ASPECTS = { landscape: [400, 300], portrait: [300, 400], square: [400, 400] } as const;
export type IllustrationAspect = keyof typeof ILLUSTRATION_ASPECTS;

/** The five palette colours a picture uses, as six-digit hex. */
export interface IllustrationColors {
  button: string;
  accent: string;
  background: string;
  text: string;
  buttonText: string;
}

export interface Illustration {
  kind: IllustrationKind;
  /** Tabler icon names, the main one first (1 to 4). */
  icons: readonly string[];
  aspect: IllustrationAspect;
  colors: IllustrationColors;
  /** Chooses among layouts and positions; any text. */
  seed: string;
}

const COLOR_ORDER = ['button', 'accent', 'background', 'text', 'buttonText'] as const;
const HEX6 = /^[0-9a-f]{6}$/;
const DEFAULT_COLORS: IllustrationColors = { button: '#1f6f5c', accent: '#e8f3ef', background: '#ffffff', text: '#1f2933', buttonText: '#ffffff' };

/** The path the server draws pictures at. */
export const ILLUSTRATION_PATH = '/art/illustration.svg';

/** The `c` parameter of an address: the five colours without '#', joined by '.'. */
const colorParam = (colors: IllustrationColors) => COLOR_ORDER.map((key) => toHex(parseHex(colors[key])).slice(1)).join('.');

/** The address the server draws a picture at; colours travel without '#', icons joined by '.'. */
export function illustrationPath({ kind, icons, aspect, colors, seed }: Illustration): string {
  const params = new URLSearchParams({
    k: kind,
    i: icons.join('.'),
    a: aspect,
    c: colorParam(colors),
    s: seed.slice(0, 64),
  });
  return `${ILLUSTRATION_PATH}?${params.toString()}`;
}

/** The part of an address before its query when it names the drawing route: root-relative, or on an http(s) origin (older documents). */
function drawingRoute(url: string): { path: string; query: string } | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const path = url.slice(0, at);
  if (path !== ILLUSTRATION_PATH && !/^https?:\/\/[^/?#\s]+\/art\/illustration\.svg$/i.test(path)) return null;
  return { path, query: url.slice(at + 1) };
}

/** The picture an address draws, or null when it is not a (valid) drawn illustration's. */
export function illustrationOfUrl(url: string): Illustration | null {
  const route = drawingRoute(url.trim());
  return route ? parseIllustrationQuery(Object.fromEntries(new URLSearchParams(route.query))) : null;
}

/**
 * The same picture's address in other colours: only the `c` parameter changes (the rest keeps
 * its order and spelling, so a picture already in these colours keeps its address, and the
 * server's year-long cache). Any other address, or one that does not parse, is returned as is.
 * Every picture of the designer's canvas asks again on every keystroke: answers are remembered.
 */
export const recolorIllustrationUrl = remembering(500, (url: string, colors: IllustrationColors) => `${colorParam(colors)}\n${url}`, recolourOnce);

function recolourOnce(url: string, colors: IllustrationColors): string {
  const route = drawingRoute(url.trim());
  if (!route) return url;
  const params = new URLSearchParams(route.query);
  if (!parseIllustrationQuery(Object.fromEntries(params))) return url;
  const c = colorParam(colors);
  if (params.get('c') === c) return url;
  params.set('c', c);
  return `${route.path}?${params.toString()}`;
}

/**
 * Reads an illustration's query (the server's input), or null when anything in it is not one
 * of ours: an unknown kind or aspect, an icon name of another shape than Tabler's, or a
 * malformed colour. (The server also checks each name against the icon package's list.)
 */
export function parseIllustrationQuery(query: Record<string, unknown>): Illustration | null {
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  const kind = text('k') as IllustrationKind;
  const aspect = text('a') as IllustrationAspect;
  const icons = text('i').split('.');
  const hexes = text('c').toLowerCase().split('.');
  const seed = text('s');
  if (!ILLUSTRATION_KINDS.includes(kind) || !(aspect in ILLUSTRATION_ASPECTS) || seed.length > 64) return null;
  if (icons.length < 1 || icons.length > 4 || !icons.every((icon) => icon.length <= 48 && ICON_NAME_PATTERN.test(icon))) return null;
  if (hexes.length !== COLOR_ORDER.length || !hexes.every((hex) => HEX6.test(hex))) return null;
  const colors = Object.fromEntries(COLOR_ORDER.map((key, index) => [key, `#${hexes[index]}`])) as unknown as IllustrationColors;
  return { kind, icons, aspect, colors, seed };
}

/** The palette's colours for a picture (a missing or odd palette falls back to calm defaults). */
export function illustrationColors(
  palette: Partial<Record<'buttonBackground' | 'accent' | 'background' | 'primaryText' | 'buttonForeground', string>>,
): IllustrationColors {
  const pick = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? toHex(parseHex(value)) : fallback);
  return {
    button: pick(palette.buttonBackground, DEFAULT_COLORS.button),
    accent: pick(palette.accent, DEFAULT_COLORS.accent),
    background: pick(palette.background, DEFAULT_COLORS.background),
    text: pick(palette.primaryText, DEFAULT_COLORS.text),
    buttonText: pick(palette.buttonForeground, DEFAULT_COLORS.buttonText),
  };
}

// ---------------------------------------------------------------------------------------------
// Choosing icons

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
/** Whether a word of `subject` starts with one of the icon's match words ("scissors" → scissor). */
export function iconMatches(entry: IndustryIcon, subject: string): boolean {
  const list = words(subject);
  return entry.match.some((start) => list.some((word) => word.startsWith(start)));
}
const matches = iconMatches;

/**
 * Where a site's pictures take their icons from: its industry's list; for a business of no
 * industry, the icons its own words found (see the worker's icon-words.ts), else the neutral set.
 */
export type IconSource = Industry | readonly IndustryIcon[] | undefined;

function iconList(source: IconSource): readonly IndustryIcon[] {
  if (typeof source === 'string') return INDUSTRY_PACKS[source].icons;
  return source && source.length > 0 ? source : NEUTRAL_ICONS;
}

/**
 * One icon per service, from the industry's list: first every service whose name suits an icon
 * not taken yet gets it, then those whose search term does, then the rest take the next unused
 * one, so a site's cards never repeat an icon while the list lasts.
 */
export function serviceIcons(source: IconSource, names: readonly string[], terms: readonly string[] = []): IndustryIcon[] {
  const list = iconList(source);
  const used = new Set<string>();
  const chosen: (IndustryIcon | undefined)[] = names.map(() => undefined);
  for (const subjects of [names, terms]) {
    names.forEach((_, index) => {
      const subject = subjects[index];
      if (chosen[index] || !subject) return;
      const found = list.find((entry) => !used.has(entry.icon) && matches(entry, subject));
      if (found) {
        chosen[index] = found;
        used.add(found.icon);
      }
    });
  }
  return chosen.map((found) => {
    if (found) return found;
    const next = list.find((entry) => !used.has(entry.icon)) ?? list[used.size % list.length];
    used.add(next.icon);
    return next;
  });
}

/**
 * The icons of a composed picture: the one that suits `subject` (else the industry's
 * `offset`-th signature icon) first, then the next ones of the list.
 */
export function sceneIcons(source: IconSource, subject: string, offset: number, count = 3): IndustryIcon[] {
  const list = iconList(source);
  const suited = list.findIndex((entry) => matches(entry, subject));
  const start = suited >= 0 && offset === 0 ? suited : offset % list.length;
  return Array.from({ length: Math.min(count, list.length) }, (_, index) => list[(start + index) % list.length]);
}

/** "Illustration of a pair of scissors, a straight razor and a barber chair". */
export function illustrationAlt(icons: readonly IndustryIcon[]): string {
  const labels = icons.map((entry) => entry.label);
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : (labels[0] ?? '');
  return `Illustration of ${listed}`;
}

// ---------------------------------------------------------------------------------------------
// Drawing

function hash(text: string): number {
  let h = 2166136261;
  for (let index = 0; index < text.length; index++) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

/** An icon (24-unit Tabler body) drawn centred at (x, y), `size` units wide, in `color`. */
function icon(body: string, x: number, y: number, size: number, color: string, strokeWidth = 1.6): string {
  const scale = size / 24;
  return `<g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${Math.max(0.01, Math.round(scale * 1000) / 1000)})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/** A stronger and a softer version of the button colour, and a ground that is not the page's own. */
function tones(colors: IllustrationColors) {
  const dark = contrast(colors.background, '#000000') < contrast(colors.background, '#ffffff');
  const deep = mix(colors.button, colors.text, dark ? 0.55 : 0.72);
  const ground = contrast(colors.accent, colors.background) > 1.08 ? colors.accent : mix(colors.button, colors.background, 0.14);
  const line = mix(colors.button, ground, 0.3);
  return { deep, ground, line };
}

/** A repeating pattern of small marks: dots, a diagonal grid or tiny icons. */
function patternDef(id: string, style: number, color: string, body: string | undefined, opacity: number): string {
  if (style === 0)
    return `<pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${color}" opacity="${opacity}"/></pattern>`;
  if (style === 1)
    return `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0v14" stroke="${color}" stroke-width="1.4" opacity="${opacity}"/></pattern>`;
  const mark = (x: number, y: number) => (body ? icon(body, x, y, 18, color, 1.4).replace('<g ', `<g opacity="${opacity}" `) : '');
  return `<pattern id="${id}" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)">${mark(18, 18)}${mark(54, 54)}</pattern>`;
}

function spot(w: number, h: number, c: IllustrationColors, bodies: readonly string[], r: number): string {
  const { deep, ground, line } = tones(c);
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.27;
  const style = r % 3;
  const ringOffset = ((r >>> 3) % 2 === 0 ? -1 : 1) * radius * 0.42;
  return [
    `<defs>${patternDef('p', style, line, bodies[1] ?? bodies[0], 0.55)}</defs>`,
    `<rect width="${w}" height="${h}" fill="${ground}"/>`,
    `<rect width="${w}" height="${h}" fill="url(#p)"/>`,
    `<circle cx="${n(cx + ringOffset)}" cy="${n(cy - radius * 0.35)}" r="${n(radius * 1.18)}" fill="none" stroke="${c.button}" stroke-width="3" opacity="0.35"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${c.button}"/>`,
    `<circle cx="${n(cx - ringOffset * 1.9)}" cy="${n(cy + radius * 0.95)}" r="${n(radius * 0.16)}" fill="${deep}"/>`,
    icon(bodies[0], cx, cy, radius * 1.12, c.buttonText, 1.5),
  ].join('');
}

function scene(w: number, h: number, c: IllustrationColors, bodies: readonly string[], r: number): string {
  const { deep, ground, line } = tones(c);
  const layout = r % 3;
  const m = Math.min(w, h);
  const [main, second = main, third = second] = bodies;
  if (layout === 0) {
    // Orbit: a large disc with the main icon and two satellites on a ring.
    const cx = w / 2;
    const cy = h / 2;
    const R = m * 0.25;
    return [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.button}"/><stop offset="1" stop-color="${deep}"/></linearGradient>${patternDef('p', 0, c.buttonText, undefined, 0.18)}</defs>`,
      `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#p)"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.55)}" fill="none" stroke="${c.buttonText}" stroke-width="1.5" stroke-dasharray="4 7" opacity="0.5"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${ground}"/>`,
      icon(main, cx, cy, R * 1.1, c.button, 1.5),
      `<circle cx="${n(cx + R * 1.3)}" cy="${n(cy - R * 0.72)}" r="${n(R * 0.42)}" fill="${c.background}"/>`,
      icon(second, cx + R * 1.3, cy - R * 0.72, R * 0.46, c.text, 1.6),
      `<circle cx="${n(cx - R * 1.25)}" cy="${n(cy + R * 0.78)}" r="${n(R * 0.36)}" fill="${c.background}"/>`,
      icon(third, cx - R * 1.25, cy + R * 0.78, R * 0.4, c.text, 1.6),
    ].join('');
  }
  if (layout === 1) {
    // Arch: a tall arch window holding the main icon, small icons in tiles beside it.
    const aw = m * 0.46;
    const ah = Math.min(h * 0.72, aw * 1.45);
    const ax = w / 2 - aw / 2;
    const ay = h - ah - h * 0.12;
    const tile = m * 0.17;
    return [
      `<defs>${patternDef('p', 1, line, undefined, 0.6)}</defs>`,
      `<rect width="${w}" height="${h}" fill="${ground}"/><rect width="${w}" height="${h}" fill="url(#p)"/>`,
      `<rect x="0" y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="${deep}"/>`,
      `<path d="M${n(ax)} ${n(ay + aw / 2)}a${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(aw)} 0V${n(ay + ah)}H${n(ax)}Z" fill="${c.button}"/>`,
      icon(main, w / 2, ay + ah * 0.52, aw * 0.62, c.buttonText, 1.4),
      `<rect x="${n(ax - tile * 1.45)}" y="${n(ay + ah * 0.2)}" width="${n(tile)}" height="${n(tile)}" rx="${n(tile * 0.28)}" fill="${c.background}"/>`,
      icon(second, ax - tile * 0.95, ay + ah * 0.2 + tile / 2, tile * 0.62, c.text, 1.7),
      `<rect x="${n(ax + aw + tile * 0.45)}" y="${n(ay + ah * 0.5)}" width="${n(tile)}" height="${n(tile)}" rx="${n(tile / 2)}" fill="${c.background}"/>`,
      icon(third, ax + aw + tile * 0.95, ay + ah * 0.5 + tile / 2, tile * 0.62, c.text, 1.7),
      `<circle cx="${n(ax + aw + tile * 0.7)}" cy="${n(ay + tile * 0.2)}" r="${n(tile * 0.22)}" fill="${c.button}" opacity="0.7"/>`,
    ].join('');
  }
  // Tiles: a 3 × 2 grid of rounded tiles, the main icon on the one in the button colour.
  const cols = w >= h ? 3 : 2;
  const rows = w >= h ? 2 : 3;
  const gap = m * 0.05;
  const size = Math.min((w * 0.84 - gap * (cols - 1)) / cols, (h * 0.84 - gap * (rows - 1)) / rows);
  const x0 = (w - (size * cols + gap * (cols - 1))) / 2;
  const y0 = (h - (size * rows + gap * (rows - 1))) / 2;
  // The highlighted tile shows the main icon; the others cycle through the rest.
  const others = bodies.length > 1 ? bodies.slice(1) : [main];
  const highlight = (r >>> 4) % (cols * rows);
  const tiles: string[] = [];
  for (let index = 0; index < cols * rows; index++) {
    const x = x0 + (index % cols) * (size + gap);
    const y = y0 + Math.floor(index / cols) * (size + gap);
    const strong = index === highlight;
    const fill = strong ? c.button : index % 2 === 0 ? c.background : ground;
    tiles.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.22)}" fill="${fill}"/>`);
    const other = others[(index - (index > highlight ? 1 : 0)) % others.length];
    tiles.push(icon(strong ? main : other, x + size / 2, y + size / 2, size * 0.5, strong ? c.buttonText : c.button, 1.6));
  }
  return [`<rect width="${w}" height="${h}" fill="${deep}"/>`, ...tiles].join('');
}

function band(w: number, h: number, c: IllustrationColors, bodies: readonly string[], r: number): string {
  const { deep } = tones(c);
  const cell = Math.min(w, h) * 0.19;
  const marks: string[] = [];
  const cols = Math.ceil(w / cell) + 1;
  const rows = Math.ceil(h / cell) + 1;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * cell + (row % 2 ? cell / 2 : 0);
      const y = row * cell + cell / 2;
      const body = bodies[(row * cols + col + r) % bodies.length];
      marks.push(icon(body, x, y, cell * 0.42, c.buttonText, 1.6));
    }
  }
  return [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${c.button}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<g opacity="0.22">${marks.join('')}</g>`,
  ].join('');
}

/**
 * What a picture paints, in the order drawn: solid colours (gradients sampled every tenth of the
 * way) and marks drawn see-through over them, with their opacity. Follows the drawing functions
 * above (a unit test checks every colour of every kind is named here).
 */
export function illustrationPaints(illustration: Illustration): { solid: string[]; marks: [color: string, opacity: number][] } {
  const c = illustration.colors;
  const { deep, ground, line } = tones(c);
  const ramp = (from: string, to: string) => Array.from({ length: 11 }, (_, step) => mix(to, from, step / 10));
  if (illustration.kind === 'band') return { solid: ramp(deep, c.button), marks: [[c.buttonText, 0.22]] };
  if (illustration.kind === 'spot')
    return {
      solid: [ground, c.button, deep, c.buttonText],
      marks: [
        [line, 0.55],
        [c.button, 0.35],
      ],
    };
  const layout = hash(`${illustration.seed}|${illustration.icons.join('.')}`) % 3;
  if (layout === 0)
    return {
      solid: [...ramp(c.button, deep), ground, c.button, c.background, c.text],
      marks: [
        [c.buttonText, 0.18],
        [c.buttonText, 0.5],
      ],
    };
  if (layout === 1)
    return {
      solid: [ground, deep, c.button, c.buttonText, c.background, c.text],
      marks: [
        [line, 0.6],
        [c.button, 0.7],
      ],
    };
  return { solid: [deep, c.button, c.background, ground, c.buttonText], marks: [] };
}

/**
 * Every colour a picture can show somewhere: its solid colours, and each see-through mark over
 * each of them. Words laid over the picture are readable when they are readable on all of these.
 */
export function illustrationBackdrop(illustration: Illustration): string[] {
  const { solid, marks } = illustrationPaints(illustration);
  const over = marks.flatMap(([color, opacity]) => solid.map((under) => mix(color, under, opacity)));
  return [...new Set([...solid, ...over].map((color) => toHex(parseHex(color))))];
}

/**
 * The picture as an SVG document. `bodies` holds the inner markup of each named icon (from the
 * icon set's files, trusted); everything else written into it is a number or a checked colour.
 */
export function renderIllustrationSvg(illustration: Illustration, bodies: ReadonlyMap<string, string>): string {
  const [w, h] = ILLUSTRATION_ASPECTS[illustration.aspect];
  const icons = illustration.icons.map((name) => bodies.get(name) ?? '');
  const r = hash(`${illustration.seed}|${illustration.icons.join('.')}`);
  const draw = illustration.kind === 'spot' ? spot : illustration.kind === 'band' ? band : scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 3}" height="${h * 3}" preserveAspectRatio="xMidYMid slice">${draw(w, h, illustration.colors, icons, r)}</svg>`;
}
