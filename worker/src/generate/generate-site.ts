import { LIMITS, type GenerateJob, type GenerationStep, type Image, type Industry, type SiteDocument } from '@frontdoor/shared';
import type { ContentRequest, ContentWriter } from '../ai/content-writer.js';
import type { ImageSearch } from '../images/image-search.js';
import { assembleSite } from './assemble-site.js';
import { usablePhotos } from './imported-content.js';
import type { SiteContent } from './site-content.js';

const COUNTS = { services: 4, reviews: 3, team: 3, faqs: 5, gallery: 6 } as const;

export interface GenerateDeps {
  writer: ContentWriter;
  images: ImageSearch;
  detectIndustry: (brief: GenerateJob['brief']) => Industry;
  progress: (step: GenerationStep) => Promise<void>;
}

/**
 * Writes a whole site: one request per content kind, all in parallel (the total is about the
 * slowest one), then the images for the search terms, in parallel too.
 */
export async function generateSite(job: GenerateJob, deps: GenerateDeps): Promise<{ document: SiteDocument; images: Image[] }> {
  const has = (type: string) => job.sectionTypes.includes(type as never);
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
    has('QuoteBanner') || has('ImageBanner') ? deps.writer.write('about', request(1)) : undefined,
    has('Services') && !realServices ? deps.writer.write('services', request(COUNTS.services)) : undefined,
    has('CustomerReviews') && !realReviews ? deps.writer.write('reviews', request(COUNTS.reviews)) : undefined,
    has('Team') ? deps.writer.write('team', request(COUNTS.team)) : undefined,
    has('FrequentlyAskedQuestions') ? deps.writer.write('faqs', request(COUNTS.faqs)) : undefined,
    has('Video') ? deps.writer.write('video', request(1)) : undefined,
    has('QuoteBanner') ? deps.writer.write('quote', request(1)) : undefined,
    deps.writer.write('imageTerms', request(COUNTS.gallery)),
  ]);

  await deps.progress('organizing');
  await deps.progress('images');
  const colors = [job.palette.buttonBackground, job.palette.accent, job.palette.background, job.palette.primaryText];
  const serviceCount = realServices ? imported!.services.length : services?.services.length ?? 0;
  const [introduction, banners, gallery, serviceImages] = await Promise.all([
    photos[0] ?? deps.images.search({ term: imageTerms.introduction, count: 1, orientation: 'landscape', colors }).then((found) => found[0]),
    Promise.all(imageTerms.banner.map((term) => deps.images.search({ term, count: 1, orientation: 'landscape', colors }))).then((all) => all.flat()),
    has('Gallery') && photos.length >= 3
      ? Promise.resolve(photos.slice(0, LIMITS.galleryItems))
      : has('Gallery')
      ? deps.images.search({ term: imageTerms.gallery[0], count: Math.min(COUNTS.gallery, 10), orientation: 'squarish', colors })
      : Promise.resolve([]),
    Promise.all(
      Array.from({ length: serviceCount }, (_, i) =>
        deps.images.search({ term: imageTerms.services[i] ?? imageTerms.gallery[i % imageTerms.gallery.length], count: 1, orientation: 'landscape', colors }),
      ),
    ).then((all) => all.flat()),
  ]);

  const content: SiteContent = {
    intro, about, services, reviews, team, faqs, video, quote, imageTerms,
    images: { introduction, banners, gallery, services: serviceImages },
  };
  await deps.progress('finishing');
  const document = assembleSite({ ...job, content });
  const images = [introduction, ...banners, ...gallery, ...serviceImages].filter((image): image is Image => Boolean(image));
  return { document, images };
}
