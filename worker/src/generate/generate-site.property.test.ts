import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { CONTENT_KINDS, INDUSTRIES, createDefaultTheme, siteDocumentSchema, type GenerateJob, type SectionType } from '@frontdoor/shared';
import { OfflineComposer, detectIndustry } from '../ai/offline/index.js';
import type { ContentWriter } from '../ai/content-writer.js';
import { createIllustrations } from '@frontdoor/shared';
import { generateSite } from './generate-site.js';

const ALL_SECTIONS: SectionType[] = [
  'Header',
  'Introduction',
  'Services',
  'Gallery',
  'QuoteBanner',
  'ImageBanner',
  'Team',
  'Scheduling',
  'Video',
  'CustomerReviews',
  'FrequentlyAskedQuestions',
  'Contact',
  'Newsletter',
  'Footer',
];
const OPTIONAL = ALL_SECTIONS.filter((type) => type !== 'Header' && type !== 'Footer');

/** Every answer the writer gives is checked against its schema too, not only the final document. */
function checked(writer: ContentWriter): ContentWriter {
  return {
    name: writer.name,
    write: async (kind, request) => CONTENT_KINDS[kind].parse(await writer.write(kind, request)) as never,
    tool: async (kind, request) => CONTENT_KINDS[kind].parse(await writer.tool(kind, request)) as never,
    rewrite: (request) => writer.rewrite(request),
    assist: (message, document) => writer.assist(message, document),
  };
}

// Owners' words that would read as a template bug in the checks below are left out.
const word = fc.stringMatching(/^[A-Za-z]{2,10}$/).filter((w) => !/^(nan|undefined|null|tbd|lorem|ipsum)$/i.test(w));
const briefArbitrary = fc.record({
  industry: fc.constantFrom(...INDUSTRIES),
  name: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' ').slice(0, 48)),
  activities: fc.array(word, { minLength: 4, maxLength: 40 }).map((words) => words.join(' ')),
  location: fc.oneof(
    fc.constant(''),
    fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  ),
  sections: fc.subarray(OPTIONAL, { minLength: 0 }),
});

describe('generated sites', () => {
  it('validate against the schema and every limit for 200 random businesses across the 30 industries', async () => {
    const writer = checked(new OfflineComposer());
    const images = createIllustrations();
    const theme = createDefaultTheme();
    await fc.assert(
      fc.asyncProperty(briefArbitrary, async ({ industry, name, activities, location, sections }) => {
        const job: GenerateJob = {
          websiteId: randomUUID(),
          userId: randomUUID(),
          brief: { businessName: name, description: `${industry.replace(/-/g, ' ')} ${activities}`.slice(0, 1024), location, link: '' },
          fontPair: theme.fontPair,
          palette: theme.palette,
          sectionTypes: ['Header', ...sections, 'Footer'],
        };
        const { document } = await generateSite(job, { writer, images, detectIndustry, progress: async () => undefined });
        expect(siteDocumentSchema.parse(document)).toEqual(document);
        expect(document.websiteSettings.businessName).toBe(name);
        const text = JSON.stringify(document);
        expect(text).not.toMatch(/lorem|ipsum|\bTBD\b|\bundefined\b/i);
        expect(text).not.toMatch(/\bNaN\b/);
      }),
      { numRuns: 200 },
    );
  });
});
