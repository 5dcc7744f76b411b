import { CONTENT_KINDS, interpretRequest, type AssistantAnswer, type ContentAnswer, type ContentKind, type SiteDocument } from '@frontdoor/shared';
import type { ContentRequest, ContentWriter, ToolRequest } from '../content-writer.js';
import { buildPalettes } from './color/palettes.js';
import { type Composition, compose } from './core/composition.js';
import { createRng } from './core/rng.js';
import { detectIndustry } from './detect-industry.js';
import { buildFontPairs } from './fonts/font-pairs.js';
import { INDUSTRY_PROFILES } from './industries/index.js';
import { writeBusinessIdeas } from './tools/business-ideas.js';
import { writeBusinessNames } from './tools/business-names.js';
import { rewriteOffline, type RewriteRequest } from './tools/rewrite-text.js';
import { rewriteInTone } from './tools/rewrite-tone.js';
import { writeAbout } from './writers/about.js';
import { writeFaqs } from './writers/faqs.js';
import { writeImageTerms } from './writers/image-terms.js';
import { writeIntro } from './writers/intro.js';
import { writeQuote } from './writers/quote.js';
import { writeReviews } from './writers/reviews.js';
import { writeServices } from './writers/services.js';
import { writeTeam } from './writers/team.js';
import { writeVideo } from './writers/video.js';

type SiteKind = Exclude<ContentKind, 'businessNames' | 'businessIdeas'>;
type ToolKind = 'businessNames' | 'businessIdeas';

const WRITERS: { [K in SiteKind]: (c: Composition, count: number) => ContentAnswer<K> } = {
  palettes: (c) => ({ palettes: buildPalettes(c.profile.hues, c.rng('palettes')) }),
  fontPairs: (c) => ({ fontPairs: buildFontPairs(c.profile.fonts, c.rng('fonts')) }),
  intro: (c) => writeIntro(c),
  about: (c) => writeAbout(c),
  services: writeServices,
  reviews: writeReviews,
  team: writeTeam,
  faqs: writeFaqs,
  video: (c) => writeVideo(c),
  quote: (c) => writeQuote(c),
  imageTerms: writeImageTerms,
};

/**
 * The built-in writer used when no LLM key is configured: no network, deterministic for the same
 * brief, and written from the owner's own words (name, services they listed, location) with the
 * industry's vocabulary, or, for a trade that is none of the 30 industries, from the brief alone
 * (see trade-profile.ts). Different briefs seed different choices among many templates.
 */
export class OfflineComposer implements ContentWriter {
  readonly name = 'offline' as const;

  async write<K extends SiteKind>(kind: K, request: ContentRequest): Promise<ContentAnswer<K>> {
    const composition = compose(request.brief, request.industry, request.round);
    const writer = WRITERS[kind] as (c: Composition, count: number) => ContentAnswer<K>;
    // Answers are built to fit; parsing here turns a template bug into a loud error, never a broken site.
    return CONTENT_KINDS[kind].parse(writer(composition, request.count)) as ContentAnswer<K>;
  }

  async tool<K extends ToolKind>(kind: K, request: ToolRequest): Promise<ContentAnswer<K>> {
    const keywords = request.keywords.trim();
    // Words that name no industry with confidence get general vocabulary, never another trade's.
    const industry = request.industry ?? detectIndustry({ businessName: '', description: keywords });
    const rng = createRng(`${kind}\u241f${keywords.toLowerCase()}\u241f${industry ?? ''}`);
    const profile = industry ? INDUSTRY_PROFILES[industry] : undefined;
    const answer = kind === 'businessNames' ? writeBusinessNames(keywords, profile, rng) : writeBusinessIdeas(keywords, profile, rng);
    return CONTENT_KINDS[kind].parse(answer) as ContentAnswer<K>;
  }

  async rewrite(request: RewriteRequest): Promise<string> {
    return rewriteOffline(request);
  }

  /** The rule-based assistant (shared/src/assistant/interpret.ts). */
  async assist(message: string, document: SiteDocument): Promise<AssistantAnswer> {
    const businessName = document.websiteSettings.businessName;
    return interpretRequest(message, document, { rewriteTone: (text, tone, maxLength) => rewriteInTone(text, tone, maxLength, businessName) });
  }
}
