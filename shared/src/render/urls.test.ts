import { emailHref, imageSrc, phoneHref, sectionAnchor, webHref } from './urls.js';

describe('link targets', () => {
  it('only lets valid http(s) addresses become web links', () => {
    expect(webHref('example.com/Path')).toBe('https://example.com/Path');
    expect(webHref('https://Booking.example.com/x?y=1')).toBe('https://booking.example.com/x?y=1');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('data:text/html,hi')).toBeNull();
    expect(webHref('')).toBeNull();
    expect(webHref('https://bank.com@evil.example')).toBeNull();
  });

  it('builds mailto and tel links without smuggled parts', () => {
    expect(emailHref(' hello@example.com ')).toBe('mailto:hello@example.com');
    expect(emailHref('a@b.com?bcc=x@y.com')).toBeNull();
    expect(emailHref('"><script>')).toBeNull();
    expect(phoneHref('+1 (555) 010-2000')).toBe('tel:+15550102000');
    expect(phoneHref('call us')).toBeNull();
  });

  it('accepts https, same-origin and inline image data only', () => {
    expect(imageSrc('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg');
    expect(imageSrc('/art/artwork.svg?seed=a')).toBe('/art/artwork.svg?seed=a');
    expect(imageSrc('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(imageSrc('javascript:alert(1)')).toBeNull();
    expect(imageSrc('//evil.example/a.png')).toBeNull();
    expect(imageSrc('https://x.com/a.png" onerror="alert(1)')).toBeNull();
  });

  it('gives every section a distinct, valid anchor', () => {
    expect(sectionAnchor('services')).toBe('services');
    expect(sectionAnchor('fd-main')).toBe('fd-s-fd-main');
    const ids = ['a b', 'a_20_b', 'a-b', '1x', 'x"y', 'é'];
    const anchors = ids.map(sectionAnchor);
    expect(new Set(anchors).size).toBe(ids.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][\w-]*$/i);
  });
});
