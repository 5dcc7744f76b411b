import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INDUSTRIES } from '../ai/industries.js';
import {
  illustrationAlt,
  illustrationBackdrop,
  illustrationColors,
  illustrationOfUrl,
  illustrationPaints,
  illustrationPath,
  parseIllustrationQuery,
  recolorIllustrationUrl,
  renderIllustrationSvg,
  sceneIcons,
  serviceIcons,
} from './illustration.js';
import { mix } from '../render/color.js';
import { INDUSTRY_PACKS } from '../industries/registry.js';
import { NEUTRAL_ICONS } from './industry-icons.js';

const require = createRequire(import.meta.url);
const colors = { button: '#23466e', accent: '#dfe8f5', background: '#fafbfc', text: '#1a2433', buttonText: '#ffffff' };

describe('industry icons', () => {
  it('names only icons the Tabler set ships, at least seven per industry, none twice', () => {
    for (const industry of INDUSTRIES) {
      const names = INDUSTRY_PACKS[industry].icons.map((entry) => entry.icon);
      expect([industry, names.length >= 7]).toEqual([industry, true]);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect([name, existsSync(require.resolve(`@tabler/icons/outline/${name}.svg`))]).toEqual([name, true]);
    }
  });

  it('gives each service the icon its name suits, never one twice', () => {
    expect(serviceIcons('barber-shop', ['Classic Haircuts', 'Hot Towel Shaves', 'Beard Trims', 'Skin Fades']).map((entry) => entry.icon)).toEqual([
      'scissors',
      'razor',
      'blade',
      'razor-electric',
    ]);
    expect(serviceIcons('dentist-office', ['Checkups and Cleanings', 'Emergency Appointments']).map((entry) => entry.icon)).toEqual(['dental', 'calendar-heart']);
    // A name that suits nothing takes the next unused icon; the search term is tried before that.
    expect(serviceIcons('tire-shop', ['New Tires', 'Tire Rotation', 'Something Else'], ['', '', 'tire pressure sensor']).map((entry) => entry.icon)).toEqual([
      'wheel',
      'car',
      'gauge',
    ]);
    const many = serviceIcons(
      'spa',
      Array.from({ length: 9 }, (_, i) => `Treatment ${i}`),
    );
    expect(new Set(many.map((entry) => entry.icon)).size).toBe(9);
  });

  it('draws a business of no industry with its own icons, else the neutral set', () => {
    const own = [
      { icon: 'dog', label: 'a dog', match: ['dog', 'groom'] },
      { icon: 'bath', label: 'a bath', match: ['bath'] },
    ];
    expect(serviceIcons(own, ['Full Grooms', 'Baths', 'Nail Clipping']).map((entry) => entry.icon)).toEqual(['dog', 'bath', 'dog']);
    expect(serviceIcons(undefined, ['Bookings', 'Calls']).map((entry) => entry.icon)).toEqual(['calendar', 'phone']);
    expect(serviceIcons([], ['Anything']).map((entry) => entry.icon)).toEqual([NEUTRAL_ICONS[0].icon]);
    expect(sceneIcons(undefined, 'x', 1, 3).map((entry) => entry.icon)).toEqual(NEUTRAL_ICONS.slice(1, 4).map((entry) => entry.icon));
    for (const entry of NEUTRAL_ICONS) expect([entry.icon, existsSync(require.resolve(`@tabler/icons/outline/${entry.icon}.svg`))]).toEqual([entry.icon, true]);
  });

  it('leads compositions with different icons and says what they show', () => {
    expect(sceneIcons('barber-shop', 'barbershop interior', 1, 3).map((entry) => entry.icon)).toEqual(['razor', 'razor-electric', 'blade']);
    expect(sceneIcons('barber-shop', 'x', 2, 3)[0].icon).not.toBe(sceneIcons('barber-shop', 'x', 1, 3)[0].icon);
    expect(illustrationAlt(sceneIcons('dentist-office', 'smile', 0, 2))).toBe('Illustration of a bright smile and a crown');
  });
});

describe('illustrations', () => {
  it('round-trips through its address and refuses anything else', () => {
    const illustration = { kind: 'spot' as const, icons: ['scissors'], aspect: 'square' as const, colors, seed: 'service 0' };
    const query = Object.fromEntries(new URL(illustrationPath(illustration), 'http://x').searchParams);
    expect(parseIllustrationQuery(query)).toEqual(illustration);
    // Any name of Tabler's shape passes here (the server also checks the package's list); no path does.
    expect(parseIllustrationQuery({ ...query, i: 'scissors.dog' })?.icons).toEqual(['scissors', 'dog']);
    for (const bad of ['scissors.Nope', '../etc/passwd', 'a/b', 'dog--x', '-dog', 'dog-', '%2e%2e', 'a.b.c.d.e', '', 'x'.repeat(49)]) {
      expect([bad, parseIllustrationQuery({ ...query, i: bad })]).toEqual([bad, null]);
    }
    expect(parseIllustrationQuery({ ...query, c: '"><script>.a.b.c.d' })).toBeNull();
    expect(parseIllustrationQuery({ ...query, k: ['spot'] })).toBeNull();
  });

  it('draws every kind and aspect as crisp vector shapes in the palette, the same each time', () => {
    const bodies = new Map([
      ['scissors', '<path d="M1 1h2"/>'],
      ['razor', '<path d="M2 2h2"/>'],
    ]);
    for (const kind of ['spot', 'scene', 'band'] as const) {
      for (const aspect of ['landscape', 'portrait', 'square'] as const) {
        for (const seed of ['a', 'b', 'c', 'd']) {
          const svg = renderIllustrationSvg({ kind, icons: ['scissors', 'razor'], aspect, colors, seed }, bodies);
          expect(svg).toBe(renderIllustrationSvg({ kind, icons: ['scissors', 'razor'], aspect, colors, seed }, bodies));
          expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
          expect(svg).toContain('<path d="M1 1h2"/>');
          expect(svg).toContain(colors.button);
          expect(svg).not.toMatch(/blur|filter|NaN|undefined/);
        }
      }
    }
  });

  it('names every colour it draws in illustrationPaints, so words laid over a picture can be checked against it', () => {
    const bodies = new Map([
      ['scissors', '<path d="M1 1h2"/>'],
      ['razor', '<path d="M2 2h2"/>'],
    ]);
    const palettes = [
      colors,
      illustrationColors({ background: '#fdf6e3', primaryText: '#3b2a1a', buttonBackground: '#f59f00', buttonForeground: '#1a1a1a', accent: '#ffe8cc' }),
    ];
    for (const palette of palettes) {
      for (const kind of ['spot', 'scene', 'band'] as const) {
        for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
          const illustration = { kind, icons: ['scissors', 'razor'], aspect: 'landscape' as const, colors: palette, seed };
          const svg = renderIllustrationSvg(illustration, bodies);
          const { solid, marks } = illustrationPaints(illustration);
          const named = new Set([...solid, ...marks.map(([color]) => color)]);
          const drawn = new Set([...svg.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{6})"/g)].map((match) => match[1]));
          expect([kind, seed, [...drawn].filter((color) => !named.has(color))]).toEqual([kind, seed, []]);
          // Gradients: both ends are solid colours of the picture.
          for (const stop of svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)) expect(solid).toContain(stop[1]);
          // Every see-through mark is drawn at the opacity named (an element's or its group's).
          const opacities = new Set([...svg.matchAll(/opacity="([\d.]+)"/g)].map((match) => Number(match[1])));
          for (const [, opacity] of marks) expect([kind, seed, opacity, opacities.has(opacity)]).toEqual([kind, seed, opacity, true]);
          for (const opacity of opacities) expect([kind, seed, opacity, marks.some(([, named]) => named === opacity)]).toEqual([kind, seed, opacity, true]);
          const backdrop = illustrationBackdrop(illustration);
          for (const [color, opacity] of marks) for (const under of solid) expect(backdrop).toContain(mix(color, under, opacity));
        }
      }
    }
  });

  it('reads a picture from its address and redraws it in other colours, changing nothing else', () => {
    const illustration = { kind: 'scene' as const, icons: ['scissors', 'razor'], aspect: 'portrait' as const, colors, seed: 'gallery 1 barbershop interior' };
    const path = illustrationPath(illustration);
    expect(illustrationOfUrl(path)).toEqual(illustration);
    expect(illustrationOfUrl(`https://frontdoor.example${path}`)).toEqual(illustration);
    expect(illustrationOfUrl('/art/artwork.svg?seed=a')).toBeNull();
    const orange = illustrationColors({ background: '#fdf6e3', primaryText: '#3b2a1a', buttonBackground: '#f59f00', buttonForeground: '#1a1a1a', accent: '#ffe8cc' });
    const recoloured = recolorIllustrationUrl(path, orange);
    expect(recoloured).toBe(illustrationPath({ ...illustration, colors: orange }));
    expect(recolorIllustrationUrl(path, colors)).toBe(path);
    // Hand-made or foreign addresses are returned as they are.
    for (const other of ['/art/illustration.svg?k=nope', 'https://example.com/a.svg?c=1', '/art/illustration.svg', 'javascript:alert(1)?x']) {
      expect(recolorIllustrationUrl(other, orange)).toBe(other);
    }
  });
});
