import { artworkPath, renderArtworkSvg } from './artwork.js';

describe('generated artwork', () => {
  it('draws the same picture for the same seed and a different one for another', () => {
    const a = renderArtworkSvg({ seed: 'barber chair', width: 800, height: 600, colors: ['#112233', '#ffeedd'] });
    expect(renderArtworkSvg({ seed: 'barber chair', width: 800, height: 600, colors: ['#112233', '#ffeedd'] })).toBe(a);
    expect(renderArtworkSvg({ seed: 'espresso cup', width: 800, height: 600, colors: ['#112233', '#ffeedd'] })).not.toBe(a);
    expect(a).toMatch(/^<svg [^>]*width="800" height="600"/);
  });

  it('never lets a colour inject markup', () => {
    const svg = renderArtworkSvg({ seed: 'x', width: 10, height: 10, colors: ['"/><script>alert(1)</script>', '#000'] });
    expect(svg).not.toContain('<script');
  });

  it('builds the served path', () => {
    expect(artworkPath('coffee beans', 400, 300, ['#aabbcc', '#112233'])).toBe('/art/artwork.svg?seed=coffee+beans&w=400&h=300&c=aabbcc.112233');
  });
});
