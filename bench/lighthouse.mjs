// bench/lighthouse: Lighthouse (mobile) with Debian's Chromium on a published generated site, the
// marketing home page and an industry page, printing for each the four category scores, the bytes
// of HTML+CSS+JS before images, the web font files and their bytes, CLS and axe-core violations. Goals: a published site 100 in every
// category and < 60 KB; a marketing page SEO and accessibility 100, performance >= 98 (issue 38), < 100 KB
// of script (transferred).
// The pages are served as deployed: the app's own process in production mode (bench/processes.mjs),
// on the database where a development app in this process made the sites.
// Run: npm run bench:lighthouse
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startProductionApp, stop } from './processes.mjs';
import { publishGeneratedSite, publishSiteWithBookings, publishSiteWithPhotos, startBenchApp, twelveMegapixelPhoto } from './support.mjs';

const require = createRequire(import.meta.url);
// The sites are made by a development app in this process (it signs in through the development
// mailbox and generates with the worker), at the address the production app answers on, so that
// the pages' canonical addresses and pictures are that app's.
const appPort = await freePort();
const origin = `http://localhost:${appPort}`;
process.env.PUBLIC_URL = origin;
const maker = await startBenchApp();
const industry = process.env.INDUSTRY ?? 'barber-shop';
// Generated sites of six industries (the sample businesses of the industry pages), as published
// with no keys: offline copy and drawn illustrations.
const SITE_INDUSTRIES = (process.env.SITE_INDUSTRIES ?? 'barber-shop,spa,tire-shop,dentist-office,coffee-shop,landscaping').split(',');
const { INDUSTRY_PAGES } = await import('../shared/dist/index.js');
/** The sample business of each industry, from its pack (shared/src/industries/packs). */
const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));
const sites = [];
for (const slug of SITE_INDUSTRIES) {
  const { name, description, location } = samples[slug];
  sites.push({
    slug,
    handle: await publishGeneratedSite(maker, { brief: { businessName: name, description, location, link: '', industry: slug }, handle: `sample-${slug}` }),
  });
}
// A trade outside the 30 industries, with the business details a local business gives (tap-to-call
// and directions in the first screen, hours in the contact section and footer, LocalBusiness data).
const groomer = await publishGeneratedSite(maker, {
  brief: {
    businessName: 'Headingley Hounds',
    description: 'A friendly dog grooming salon in Headingley — full grooms, nail clipping, hand stripping for terriers.',
    location: 'Leeds',
    link: '',
  },
  handle: 'headingley-hounds',
  business: {
    phone: '0113 496 0000',
    email: 'hello@headingley-hounds.example',
    address: '12 Otley Road, Headingley, Leeds LS6 2AA',
    serviceArea: 'Leeds and 10 miles around',
    hoursNote: '',
    hours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
      .map((day) => ({ day, opens: '08:30', closes: '17:30' }))
      .concat([{ day: 'Saturday', opens: '09:00', closes: '13:00' }]),
  },
});
// The owner's own photos (issue 28): five 12-megapixel uploads, one the introduction's picture,
// four in the gallery, served as WebP in the sizes the srcset offers.
const withPhotos = await publishSiteWithPhotos(maker, {
  handle: 'maple-street-photos',
  photos: await Promise.all(Array.from({ length: 5 }, () => twelveMegapixelPhoto())),
});
// The booking pages of a site that takes bookings (issue 40): the services, a week of free times, a hold's details form.
const bookable = await publishSiteWithBookings(maker, { handle: 'maple-street-bookings' });
await maker.stopWorker();

// The app as deployed: its own process, production mode, on the same database.
const app = await startProductionApp({ port: appPort, publicUrl: origin, databaseUrl: maker.databaseUrl });

const bookingPage = `${origin}/api/public/${bookable.handle}/book`;
const slotsPage = `${bookingPage}?service=${bookable.services[0]}`;
const firstTime = /name="start" value="([^"]+)"/.exec(await (await fetch(slotsPage)).text())?.[1];
const held = await fetch(bookingPage, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ service: bookable.services[0], start: firstTime ?? '' }).toString(),
});
if (held.status !== 303) throw new Error(`holding a time answered ${held.status}`);
const allTargets = [
  { name: 'published site', url: `${origin}/${maker.handle}`, goal: { bytes: 60 } },
  { name: 'published dog groomer with business details', url: `${origin}/${groomer}`, goal: { bytes: 60 } },
  { name: 'published site with uploaded photos', url: `${origin}/${withPhotos}`, goal: { bytes: 60 } },
  ...sites.map((site) => ({ name: `published ${site.slug}`, url: `${origin}/${site.handle}`, goal: { bytes: 60 } })),
  { name: 'booking page: services', url: bookingPage, goal: { bytes: 60 } },
  { name: 'booking page: free times', url: slotsPage, goal: { bytes: 60 } },
  // A visitor's hold is kept out of search engines (noindex): its SEO score shows that audit failing, on purpose.
  { name: 'booking page: details (noindex)', url: `${origin}${held.headers.get('location')}`, goal: { bytes: 60 } },
  { name: 'home page', url: `${origin}/`, goal: { bytes: 100, script: 100, performance: 98 } },
  { name: 'industry page', url: `${origin}/industries/${industry}`, goal: { bytes: 100, script: 100, performance: 98 } },
];
// ONLY=photos (a word of the target's name) measures the matching targets alone.
const targets = process.env.ONLY ? allTargets.filter((target) => target.name.includes(process.env.ONLY)) : allTargets;
const port = 9222 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    `--remote-debugging-port=${port}`,
  ],
});

const axe = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
for (const target of targets) {
  const answer = await fetch(target.url);
  if (answer.status !== 200) {
    console.log(`${target.name}: ${target.url} answered ${answer.status}; skipped`);
    continue;
  }
  const result = await lighthouse(target.url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
  });
  // LIGHTHOUSE_REPORTS=<folder> keeps each target's whole report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${target.name.replaceAll(' ', '-')}.json`, JSON.stringify(result.lhr));
  const scores = Object.fromEntries(Object.entries(result.lhr.categories).map(([key, c]) => [key, Math.round((c.score ?? 0) * 100)]));
  const requests = result.lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = requests
    .filter((r) => ['Document', 'Stylesheet', 'Script'].includes(r.resourceType))
    .reduce((sum, r) => sum + (r.transferSize || r.resourceSize || 0), 0);
  const script = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || r.resourceSize || 0), 0);
  const consoleErrors = result.lhr.audits['errors-in-console']?.details?.items?.length ?? 0;
  // The web fonts (issue 27): their own budget, and the layout shift their swap may cause.
  const fonts = requests.filter((r) => r.resourceType === 'Font');
  const fontBytes = fonts.reduce((sum, r) => sum + (r.transferSize || r.resourceSize || 0), 0);
  const cls = result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  const ms = (audit) => Math.round(result.lhr.audits[audit]?.numericValue ?? 0);
  // Pictures (the owner's photos, issue 28): what a phone downloads at 390 px wide, 3x.
  const images = requests.filter((r) => r.resourceType === 'Image');
  const imageBytes = images.reduce((sum, r) => sum + (r.transferSize || r.resourceSize || 0), 0);

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(target.url);
  await page.addScriptTag({ content: axe }).catch(async () => {
    // The page's policy forbids injected scripts; evaluate axe in the page's context instead.
    await page.evaluate(axe);
  });
  const violations = await page.evaluate(async () => (await window.axe.run()).violations.map((v) => `${v.id} (${v.nodes.length})`));
  await page.close();

  console.log(`Lighthouse mobile, ${target.name}: ${target.url}`);
  console.log(`  performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`);
  console.log(
    `  first contentful paint ${ms('first-contentful-paint')} ms, largest contentful paint ${ms('largest-contentful-paint')} ms, speed index ${ms('speed-index')} ms, total blocking time ${ms('total-blocking-time')} ms`,
  );
  if (target.goal.performance) {
    const met = (ok) => (ok ? 'met' : 'not met');
    console.log(`  performance ${scores.performance} (goal >= ${target.goal.performance}: ${met(scores.performance >= target.goal.performance)})`);
    console.log(`  script: ${(script / 1024).toFixed(1)} KB (goal < ${target.goal.script} KB: ${met(script < target.goal.script * 1024)})`);
  }
  console.log(`  HTML+CSS+JS before images: ${(bytes / 1024).toFixed(1)} KB (goal < ${target.goal.bytes} KB); console errors: ${consoleErrors}`);
  console.log(`  fonts: ${fonts.length} files, ${(fontBytes / 1024).toFixed(1)} KB (goal <= 60 KB); CLS ${cls.toFixed(3)}`);
  console.log(`  images: ${images.length} files, ${(imageBytes / 1024).toFixed(1)} KB`);
  console.log(`  axe-core violations: ${violations.length}${violations.length ? ` — ${violations.join(', ')}` : ''} (goal 0)`);
}
await browser.close();
await stop(app);
await maker.stop();
process.exit(0);
