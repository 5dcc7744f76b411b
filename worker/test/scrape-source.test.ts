import { LIMITS, type ImportResult, type ScrapeJob } from '@frontdoor/shared';
import { SafeFetcher } from '../src/scrape/safe-fetch.js';
import { scrapePage, userAgentFor } from '../src/scrape/scrape-page.js';
import { PAGES, startFixtureDns, startFixtureSite, type FixtureSite } from './support/fixture-site.js';

// The importer against fixture pages served on 127.0.0.1, with the loopback allowance that only
// tests switch on; names are resolved by a DNS server the test runs.
let site: FixtureSite;
let dns: Awaited<ReturnType<typeof startFixtureDns>>;
let fetcher: SafeFetcher;

const TIMEOUT_MS = 2000;
const MAX_BYTES = 1_000_000;

beforeAll(async () => {
  site = await startFixtureSite();
  dns = await startFixtureDns();
  fetcher = new SafeFetcher({
    userAgent: userAgentFor('http://frontdoor.test'),
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    allowLoopback: true,
    dnsServer: dns.server,
  });
});
afterAll(async () => {
  await fetcher?.close();
  await site?.close();
  await dns?.close();
});

const scrape = (url: string, kind: ScrapeJob['kind'] = 'website', steps: string[] = []): Promise<ImportResult> =>
  scrapePage({ url, kind }, { fetcher, githubApiUrl: site.base, timeoutMs: TIMEOUT_MS, progress: async (step) => steps.push(step) });

describe('facts per source kind', () => {
  it('Yelp: JSON-LD business, its services with prices, hours, reviews with authors, licensed photos', async () => {
    const steps: string[] = [];
    const result = await scrape(site.base + PAGES.yelp, 'yelp', steps);
    expect(steps).toEqual(['fetching', 'reading']);
    expect(result.outcome).toBe('imported');
    expect(result.characters).toBeGreaterThanOrEqual(LIMITS.scrapePartialSuccessChars);
    expect(result.characters).toBeLessThanOrEqual(LIMITS.maxScrapeChars);
    const facts = result.facts!;
    expect(facts).toMatchObject({
      kind: 'yelp',
      url: site.base + PAGES.yelp,
      name: 'Harbor Street Barbers',
      address: '412 Harbor Street, Portland, OR, 97209',
      location: 'Portland, OR',
      phone: '(503) 555-0142',
      email: 'hello@harborstreetbarbers.example',
    });
    expect(facts.description).toMatch(/^A neighbourhood barbershop on Harbor Street since 2009/);
    expect(facts.hours).toEqual(['Monday–Friday: 09:00–19:00', 'Saturday: 08:00–16:00']);
    expect(facts.services.slice(0, 4)).toEqual([
      { name: 'Skin Fade', description: 'Clipper fade blended down to the skin, finished with a straight-razor line-up.', price: '$38' },
      { name: 'Classic Scissor Cut', description: 'A tailored scissor cut, washed and styled.', price: '$34' },
      { name: 'Hot Towel Shave', description: 'Hot towels, rich lather and a straight-razor shave.', price: '$42' },
      { name: 'Beard Trim', description: 'Shape-up and trim with a hot towel finish.', price: '$22' },
    ]);
    // Real reviews with their authors, the best first, at most the product's six.
    expect(facts.reviews.length).toBeLessThanOrEqual(LIMITS.reviews);
    expect(facts.reviews[0]).toMatchObject({ author: 'Marcus T.', rating: 5 });
    expect(facts.reviews[0].text).toMatch(/^Best fade I have had in Portland/);
    expect(facts.reviews.map((review) => review.author)).toEqual(expect.arrayContaining(['Priya S.', 'Tomás G.', 'Aisha K.']));
    expect(facts.reviews.map((review) => review.author)).not.toContain('Elena R.');
    // The CC-licensed photo is marked as such; the others need the owner's word.
    expect(facts.photos).toEqual(
      expect.arrayContaining([
        { url: 'https://images.example.org/harbor/chair.jpg', alt: 'The barber chairs by the window', openLicence: true },
        expect.objectContaining({ url: 'https://s3-media0.fl.yelpcdn.example/bphoto/harbor-storefront/o.jpg', openLicence: false }),
      ]),
    );
    expect(facts.photos.some((photo) => photo.url.endsWith('.svg'))).toBe(false);
    // Only web links; a javascript: link from the page is dropped.
    expect(facts.links).toEqual(['https://www.instagram.com/harborstreetbarbers']);
    // The page's words without its scripts and styles.
    expect(facts.text).toContain('two chairs for walk-ins');
    expect(facts.text).not.toMatch(/should-not-be-read|font-family/);
    expect(site.lastUserAgent()).toMatch(/^FrontdoorBot\/1\.0 \(\+http:\/\/frontdoor\.test\/support/);
  });

  it('Facebook: Open Graph name and description, structure for contact details, hours and review quotes; minimal content', async () => {
    const result = await scrape(site.base + PAGES.facebook, 'facebook');
    expect(result.outcome).toBe('minimal');
    expect(result.characters).toBeGreaterThan(0);
    expect(result.characters).toBeLessThan(LIMITS.scrapePartialSuccessChars);
    expect(result.facts).toMatchObject({
      kind: 'facebook',
      name: 'Little Fern Coffee',
      // Without Facebook's "Little Fern Coffee. 1,204 likes." in front.
      description: 'Small-batch coffee, fresh pastries and a quiet corner to read, on Elm Street in Burlington, Vermont.',
      address: '88 Elm Street, Burlington, VT 05401',
      phone: '8025550199',
      email: 'hi@littlefern.example',
      hours: ['Mon–Fri: 7:00–15:00', 'Sat–Sun: 8:00–14:00'],
      reviews: [
        { text: 'The cardamom buns are the best thing in Burlington, and the baristas remember your order after one visit.', author: 'Nora Pike' },
        { text: 'Quiet, friendly and the coffee is excellent. My favourite place to work on a Saturday morning.', author: 'Sam Ortiz' },
        { text: 'Lovely staff <img src=x onerror="window.__xss=1"> and the best flat white in town.', author: 'Jo Park' },
      ],
      photos: [{ url: 'https://scontent.xx.fbcdn.example/v/little-fern-cover.jpg', alt: "Little Fern Coffee's counter with pastries", openLicence: false }],
    });
  });

  it('Thumbtack: schema.org microdata and a price table', async () => {
    const result = await scrape(site.base + PAGES.thumbtack, 'thumbtack');
    expect(result.outcome).toBe('minimal');
    expect(result.facts).toMatchObject({
      name: 'Bright Spark Electric',
      description: expect.stringMatching(/^Licensed and insured electricians serving Austin/),
      address: '1900 Riverside Drive, Austin, TX, 78741',
      location: 'Austin, TX',
      phone: '(512) 555-0177',
      services: [
        { name: 'EV charger installation', description: '', price: 'from $650' },
        { name: 'Panel upgrade', description: '', price: 'from $1,800' },
        { name: 'Light fixture install', description: '', price: '$95 per fixture' },
        { name: 'Troubleshooting visit', description: '', price: '$120' },
      ],
      reviews: [
        { author: 'Dana K.', rating: 5, text: expect.stringMatching(/^They installed our EV charger/) },
        { author: 'Luis P.', rating: 5, text: expect.stringMatching(/^Honest quote/) },
      ],
    });
  });

  it('GitHub: the profile, README and top repositories through the REST API shapes', async () => {
    const result = await scrape(site.base + PAGES.github, 'github');
    expect(result.outcome).toBe('minimal');
    const facts = result.facts!;
    expect(facts).toMatchObject({ kind: 'github', name: 'Ada Okafor', location: 'Leeds, UK', email: 'ada@okafor.example' });
    expect(facts.description).toMatch(/^Freelance web developer building fast, accessible websites/);
    expect(facts.description).toContain('I build websites for independent shops');
    // Most-starred first; forks and archived repositories left out.
    expect(facts.services.map((service) => service.name)).toEqual(['shopfront', 'charity-donate', 'a11y-audit']);
    expect(facts.services[0].description).toBe('A tiny, accessible storefront template for independent shops.');
    expect(facts.photos).toEqual([{ url: 'https://avatars.githubusercontent.example/u/5501234?v=4', alt: 'Photo of Ada Okafor', openLicence: false }]);
    expect(facts.links).toEqual(['https://github.com/ada-okafor', 'https://okafor.example', 'https://x.com/adaokafor']);
    expect(facts.text).toContain('Websites and online shops from £900');
    expect(facts.text).not.toContain('npm install shopfront');
    expect(site.requests).toEqual(expect.arrayContaining(['/users/ada-okafor', '/repos/ada-okafor/ada-okafor/readme']));
  });

  it('a GitHub address that is no profile is said so', async () => {
    expect(await scrape(`${site.base}/nobody-here`, 'github')).toEqual({ outcome: 'none', characters: 0, failure: 'not-a-profile' });
  });

  it('a page with nothing about a business: no content imported', async () => {
    expect(await scrape(site.base + PAGES.empty)).toMatchObject({ outcome: 'none', failure: 'empty' });
  });

  it('cuts the words read to 7,500 characters (spec §9), facts first', async () => {
    const result = await scrape(`${site.base}/long`, 'yelp');
    expect(result.outcome).toBe('imported');
    expect(result.characters).toBe(LIMITS.maxScrapeChars);
    expect(result.facts!.text).toHaveLength(LIMITS.maxScrapeChars);
    expect(result.facts!.text.startsWith('Harbor Street Barbers\n')).toBe(true);
  });

  it('markup in what a page says stays text', async () => {
    const result = await scrape(site.base + PAGES.facebook, 'facebook');
    expect(result.facts!.reviews.map((review) => review.text)).toContain('Lovely staff <img src=x onerror="window.__xss=1"> and the best flat white in town.');
  });

  it('redirects are followed to the page', async () => {
    const result = await scrape(`${site.base}/go/yelp`, 'yelp');
    expect(result.outcome).toBe('imported');
    expect(result.facts?.url).toBe(site.base + PAGES.yelp);
  });

  it('a name that resolves to the fixture site is read (names go through the checked lookup)', async () => {
    const result = await scrape(`http://fixtures.test:${site.port}${PAGES.facebook}`, 'facebook');
    expect(result.facts?.name).toBe('Little Fern Coffee');
  });
});

describe('limits', () => {
  it('robots.txt is respected: a disallowed page is never fetched', async () => {
    const before = site.requests.length;
    expect(await scrape(`${site.base}/private/secret`)).toEqual({ outcome: 'none', characters: 0, failure: 'robots' });
    expect(site.requests.slice(before)).toEqual(['/robots.txt']);
  });

  it('a page larger than the size limit is refused', async () => {
    expect(await scrape(`${site.base}/huge`)).toEqual({ outcome: 'none', characters: 0, failure: 'too-large' });
  });

  it('a page slower than the time limit is given up', async () => {
    const started = Date.now();
    expect(await scrape(`${site.base}/slow?ms=${TIMEOUT_MS + 2000}`)).toEqual({ outcome: 'none', characters: 0, failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('something that is not a web page, a missing page and a redirect loop', async () => {
    expect(await scrape(`${site.base}/photo.png`)).toMatchObject({ outcome: 'none', failure: 'not-a-page' });
    expect(await scrape(`${site.base}/missing`)).toMatchObject({ outcome: 'none', failure: 'http-error' });
    expect(await scrape(`${site.base}/go/loop`)).toMatchObject({ outcome: 'none', failure: 'http-error' });
  });

  it('a site that cannot be reached', async () => {
    expect(await scrape('http://no-such-host.test/')).toMatchObject({ outcome: 'none', failure: 'unreachable' });
  });
});

describe('SSRF', () => {
  it.each([
    ['a private address', 'http://10.0.0.1/'],
    ['another private range', 'http://192.168.0.10:8080/admin'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv6 private address', 'http://[fd00::1]/'],
    ['an IPv4-mapped IPv6 private address', 'http://[::ffff:10.0.0.1]/'],
    ['the unspecified address', 'http://0.0.0.0/'],
    ['a name resolving to a private address', 'http://internal.test/'],
    ['a name resolving to the metadata address', 'http://metadata.test/'],
    ['a name with a public and a private address', 'http://mixed.test/'],
  ])('%s is refused', async (_name, url) => {
    expect(await scrape(url)).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-address' });
  });

  it.each([
    ['a private address', '/go/private'],
    ['the metadata address', '/go/metadata'],
    ['a name resolving to a private address', '/go/named-private'],
  ])('a redirect to %s is refused', async (_name, path) => {
    expect(await scrape(site.base + path)).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-address' });
  });

  it('only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:6379/_INFO']) {
      expect(await scrape(url)).toMatchObject({ outcome: 'none', failure: 'not-a-page' });
    }
  });

  it('without the test-only allowance, loopback is refused too', async () => {
    const strict = new SafeFetcher({ userAgent: 'FrontdoorBot/1.0', timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, dnsServer: dns.server });
    try {
      const job = { url: site.base + PAGES.yelp, kind: 'yelp' as const };
      expect(await scrapePage(job, { fetcher: strict, githubApiUrl: site.base, timeoutMs: TIMEOUT_MS })).toEqual({
        outcome: 'none',
        characters: 0,
        failure: 'blocked-address',
      });
      expect(await scrapePage({ url: 'http://fixtures.test/', kind: 'website' }, { fetcher: strict, githubApiUrl: site.base, timeoutMs: TIMEOUT_MS })).toMatchObject({
        failure: 'blocked-address',
      });
      // Without the allowance a fixture server's port has no exception either.
      expect(
        await scrapePage({ url: `http://fixtures.test:${site.port}/`, kind: 'website' }, { fetcher: strict, githubApiUrl: site.base, timeoutMs: TIMEOUT_MS }),
      ).toMatchObject({ failure: 'blocked-port' });
      expect(await scrapePage({ url: 'http://localhost/', kind: 'website' }, { fetcher: strict, githubApiUrl: site.base, timeoutMs: TIMEOUT_MS })).toMatchObject({
        failure: expect.stringMatching(/blocked-address|unreachable/),
      });
    } finally {
      await strict.close();
    }
  });
});
