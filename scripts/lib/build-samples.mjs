import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { at } from './paths.mjs';

/** Where a sample is written inside client/dist; the server serves it at /samples/<industry>.html. */
export const sampleFile = (industry) => join('samples', `${industry}.html`);

const load = (...parts) => import(pathToFileURL(at(...parts)).href);

/**
 * Writes one sample website per industry (client/dist/samples/<industry>.html) for the industry
 * pages to show: the site the product itself makes for an invented business of that trade, with
 * the worker's offline composer (no network, no key, the same words on every build), its first
 * suggested colours and fonts, the sections onboarding selects by default and generated artwork
 * for photos, drawn by the published-site renderer. Needs the built shared and worker packages;
 * run it after the Vite client build (which empties client/dist). Returns how many it wrote.
 */
export async function buildSamples({ outDir = at('client', 'dist') } = {}) {
  const shared = await load('shared', 'dist', 'index.js');
  const { renderPublishedPage } = await load('shared', 'dist', 'render', 'index.js');
  const { generateSite } = await load('worker', 'dist', 'generate', 'generate-site.js');
  const { OfflineComposer, detectIndustry } = await load('worker', 'dist', 'ai', 'offline', 'index.js');

  const writer = new OfflineComposer();
  const images = shared.createIllustrations();
  const sectionTypes = shared.ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || entry.default).flatMap((entry) => [...entry.types]);

  rmSync(join(outDir, 'samples'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'samples'), { recursive: true });
  for (const [index, industry] of shared.INDUSTRIES.entries()) {
    // The industry's pack invents the business (shared/src/industries/packs), as the industry page shows it.
    const business = shared.INDUSTRY_PACKS[industry].page.sample;
    const brief = shared.businessBriefSchema.parse({ businessName: business.name, description: business.description, location: business.location, industry });
    const request = { brief, industry, count: 8, summary: '' };
    // What the wizard's style step would offer first for this business.
    const [{ palettes }, { fontPairs }] = await Promise.all([writer.write('palettes', request), writer.write('fontPairs', request)]);
    const id = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    const { document } = await generateSite(
      { websiteId: id, userId: id, brief, fontPair: fontPairs[0], palette: palettes[0], sectionTypes },
      { writer, images, detectIndustry, progress: async () => {} },
    );
    // An invented business: kept out of search results, and its forms drawn but not sending.
    document.websiteSettings.searchIndexingEnabled = false;
    // Drawn as it would be published: placeholder reviews, team and FAQ answers are left out (issue 36).
    const { document: published } = shared.withoutSamples(document);
    const page = renderPublishedPage(published, { canonicalUrl: '', forms: undefined, madeWithUrl: '/' });
    writeFileSync(join(outDir, sampleFile(industry)), page.html);
  }
  return shared.INDUSTRIES.length;
}
