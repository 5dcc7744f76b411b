import {
  illustrationPath,
  LIMITS,
  NEUTRAL_ICONS,
  parseIllustrationQuery,
  SECTION_REGISTRY,
  serviceIcons,
  type ContentKind,
  type GenerateJob,
  type GenerationStep,
  type Image,
  type Industry,
  type IndustryIcon,
  type SiteDocument,
} from '@frontdoor/shared';
import { readOwnerWords, withoutCustomers } from '../ai/offline/core/owner-words.js';
import { tradeWordsOf } from '../ai/offline/core/trade-words.js';
import { iconsForWords } from '../images/icon-words.js';
import type { ContentRequest, ContentWriter } from '../ai/content-writer.js';
import type { ImageSearch } from '@frontdoor/shared';
import { assembleSite } from './assemble-site.js';
import { usablePhotos } from './imported-content.js';
import type { SiteContent } from './site-content.js';

const COUNTS = { services: 4, reviews: 3, team: 3, faqs: 5, gallery: 6 } as const;

export interface GenerateDeps {
  writer: ContentWriter;
  images: ImageSearch;
  /** One of the 30 industries only when the owner's words really name it (issue 24). */
  detectIndustry: (brief: GenerateJob['brief']) => Industry | undefined;
  progress: (step: GenerationStep) => Promise<void>;
}

/**
 * Writes a whole site: one request per content kind, all in parallel (the total is about the
 * slowest one), then the images for the search terms, in parallel too.
 */
export async function generateSite(job: GenerateJob, deps: GenerateDeps): Promise<{ document: SiteDocument; images: Image[] }> {
  const has = (type: string) => job.sectionTypes.includes(type as never);
  // What the writer writes: the kinds the chosen sections' registry entries ask for.
  const wanted = new Set(job.sectionTypes.flatMap((type) => SECTION_REGISTRY[type].writes ?? []));
  const wants = (kind: ContentKind) => wanted.has(kind);
  const imported = job.imported;
  // The owner's page has real ones: none are invented.
  const realServices = (imported?.services.length ?? 0) > 0;
  const realReviews = (imported?.reviews.length ?? 0) > 0;
  const photos = usablePhotos(imported);
  const industry = job.brief.industry ?? deps.detectIndustry(job.brief);
  const request = (count: number): ContentRequest => ({
    brief: job.brief,
    industry,
    count,
    summary: `${job.brief.businessName}: ${job.brief.description}`.slice(0, 600),
    ...(imported?.text && { source: imported.text }),
  });
  await deps.progress('personalizing');
  const [intro, about, services, reviews, team, faqs, video, quote, imageTerms] = await Promise.all([
    deps.writer.write('intro', request(1)),
    wants('about') ? deps.writer.write('about', request(1)) : undefined,
    wants('services') && !realServices ? deps.writer.write('services', request(COUNTS.services)) : undefined,
    wants('reviews') && !realReviews ? deps.writer.write('reviews', request(COUNTS.reviews)) : undefined,
    wants('team') ? deps.writer.write('team', request(COUNTS.team)) : undefined,
    wants('faqs') ? deps.writer.write('faqs', request(COUNTS.faqs)) : undefined,
    wants('video') ? deps.writer.write('video', request(1)) : undefined,
    wants('quote') ? deps.writer.write('quote', request(1)) : undefined,
    deps.writer.write('imageTerms', request(COUNTS.gallery)),
  ]);

  await deps.progress('organizing');
  await deps.progress('images');
  const serviceCount = realServices ? imported!.services.length : (services?.services.length ?? 0);
  const serviceNames = realServices ? imported!.services.map((service) => service.name) : (services?.services.map((service) => service.heading) ?? []);
  const serviceTerm = (i: number) => imageTerms.services[i] ?? imageTerms.gallery[i % imageTerms.gallery.length];
  // A business of no industry is drawn with what its own words name, then the neutral set.
  const tradeIcons = industry ? undefined : ownIcons(job.brief, serviceNames);
  // Drawn pictures of a site's services never repeat an icon while the industry's list lasts.
  const icons = serviceIcons(
    industry ?? tradeIcons,
    serviceNames,
    serviceNames.map((_, i) => serviceTerm(i)),
  );
  const look = { palette: job.palette, industry, tradeIcons };
  const [introduction, banners, gallery, serviceImages] = await Promise.all([
    photos[0]
      ? Promise.resolve(photos[0])
      : deps.images.search({ term: imageTerms.introduction, count: 1, orientation: 'landscape', ...look, slot: 'introduction' }).then((found) => found[0]),
    Promise.all(imageTerms.banner.map((term, i) => deps.images.search({ term, count: 1, orientation: 'landscape', ...look, slot: 'banner', offset: 2 + i }))).then(
      (all) => all.flat(),
    ),
    has('Gallery') && photos.length >= 3
      ? Promise.resolve(photos.slice(0, LIMITS.galleryItems))
      : has('Gallery')
        ? deps.images.search({ term: imageTerms.gallery[0], count: Math.min(COUNTS.gallery, 10), orientation: 'squarish', ...look, slot: 'gallery', offset: 1 })
        : Promise.resolve([]),
    Promise.all(
      Array.from({ length: serviceCount }, (_, i) =>
        deps.images.search({ term: serviceTerm(i), count: 1, orientation: 'landscape', ...look, slot: 'service', subject: serviceNames[i], icons: [icons[i]] }),
      ),
    ).then((all) => all.flat()),
  ]);

  const content: SiteContent = {
    intro,
    about,
    services,
    reviews,
    team,
    faqs,
    video,
    quote,
    imageTerms,
    images: { introduction, banners, gallery, services: serviceImages },
  };
  await deps.progress('finishing');
  const document = coverIllustrations(assembleSite({ ...job, industry, content }));
  const images = [introduction, ...banners, ...gallery, ...serviceImages].filter((image): image is Image => Boolean(image));
  return { document, images };
}

/** The icons a business of no industry's words name (its trade, services, description), then neutral ones. */
function ownIcons(brief: GenerateJob['brief'], serviceNames: readonly string[]): IndustryIcon[] {
  // Whom the business works for is not what it does: "visiting SCHOOLS" draws no school (issue 36).
  const { customers } = readOwnerWords(brief.description);
  const description = withoutCustomers(brief.description, customers);
  const own = iconsForWords(
    [
      [tradeWordsOf(brief), 3],
      [serviceNames.join(' '), 2],
      [description, 1],
    ],
    5,
  );
  const names = new Set(own.map((entry) => entry.icon));
  return [...own, ...NEUTRAL_ICONS.filter((entry) => !names.has(entry.icon))].slice(0, 8);
}

/**
 * A drawn introduction picture that fills the section behind the headline becomes a wallpaper
 * of the same icons (a composition of big icons would fight the text); beside the text it stays
 * a composition.
 */
function coverIllustrations(document: SiteDocument): SiteDocument {
  for (const section of document.sections) {
    if (section.type !== 'Introduction' || section.backgroundType !== 'Image' || !section.image) continue;
    const url = new URL(section.image.urls.regular, 'http://site');
    const drawn = url.pathname === '/art/illustration.svg' ? parseIllustrationQuery(Object.fromEntries(url.searchParams)) : null;
    if (!drawn || drawn.kind !== 'scene') continue;
    const path = illustrationPath({ ...drawn, kind: 'band' });
    section.image = { ...section.image, urls: { thumbnail: path, small: path, regular: path, raw: path, full: path }, alt: '' };
  }
  return document;
}
