/**
 * Abstract artwork drawn from a seed in the site's colours, as crisp SVG (circles and a wave
 * over a gradient, no blur). Generated sites use industry illustrations (illustration.ts); this
 * still draws pictures of documents made before them and the wizard's preview. Same seed, same
 * picture.
 */
export interface ArtworkOptions {
  seed: string;
  width: number;
  height: number;
  colors: string[];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const SAFE_COLOR = /^#[0-9a-fA-F]{3,8}$/;
const DEFAULT_COLORS = ['#1f6f5c', '#e8f3ef', '#f4a261', '#264653', '#e9c46a'];

/** An SVG document (a string) of layered soft shapes over a gradient. */
export function renderArtworkSvg({ seed, width, height, colors }: ArtworkOptions): string {
  const palette = colors.filter((c) => SAFE_COLOR.test(c));
  const use = palette.length >= 2 ? palette : DEFAULT_COLORS;
  const next = random(hash(seed));
  const pick = () => use[Math.floor(next() * use.length)];
  const w = Math.max(16, Math.min(4000, Math.round(width)));
  const h = Math.max(16, Math.min(4000, Math.round(height)));
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const r = (0.15 + next() * 0.45) * Math.min(w, h);
    shapes.push(
      `<circle cx="${Math.round(next() * w)}" cy="${Math.round(next() * h)}" r="${Math.round(r)}" fill="${pick()}" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`,
    );
  }
  const waveY = Math.round(h * (0.55 + next() * 0.25));
  const amp = Math.round(h * (0.05 + next() * 0.1));
  shapes.push(
    `<path d="M0 ${waveY} C ${Math.round(w * 0.3)} ${waveY - amp}, ${Math.round(w * 0.6)} ${waveY + amp}, ${w} ${waveY - Math.round(amp / 2)} L ${w} ${h} L 0 ${h} Z" fill="${pick()}" opacity="0.55"/>`,
  );
  const angle = Math.round(next() * 360);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${use[0]}"/><stop offset="1" stop-color="${use[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><g>${shapes.join('')}</g></svg>`
  );
}

/** The path the server serves generated artwork at; colours travel without '#'. */
export function artworkPath(seed: string, width: number, height: number, colors: string[]): string {
  const params = new URLSearchParams({ seed, w: String(width), h: String(height), c: colors.map((c) => c.replace('#', '')).join('.') });
  return `/art/artwork.svg?${params.toString()}`;
}
