import type { Job } from 'bullmq';
import { aiToolJobSchema, siteDocumentSchema, type AssistantProgress, type Industry } from '@frontdoor/shared';
import type { ContentRequest, ContentWriter } from '../ai/content-writer.js';
import { INDUSTRY_PROFILES } from '../ai/offline/industries/index.js';
import { tradeWordsOf } from '../ai/offline/core/trade-words.js';

/**
 * The `ai-tools` queue: the free business name and idea creators, the wizard's 8 font pairs
 * and 8 palettes, what kind of business the wizard's brief reads as, and the designer's 'Rewrite
 * with AI' (`{ text }` within the asked limit), and the designer's assistant (operations). The server waits for the answer (a few seconds at most).
 */
export function aiToolsProcessor(writer: ContentWriter, detectIndustry: (brief: ContentRequest['brief']) => Industry | undefined) {
  return async (job: Job): Promise<unknown> => {
    const data = aiToolJobSchema.parse(job.data);
    if (data.kind === 'styles') {
      const request: ContentRequest = {
        brief: data.brief,
        industry: data.brief.industry ?? detectIndustry(data.brief),
        count: 8,
        summary: `${data.brief.businessName}: ${data.brief.description}`.slice(0, 600),
        round: data.round,
      };
      const [fonts, palettes] = await Promise.all([writer.write('fontPairs', request), writer.write('palettes', request)]);
      return { fontPairs: fonts.fontPairs, palettes: palettes.palettes };
    }
    if (data.kind === 'understand') {
      // The same reading generation makes: an industry only when the words name it, else the trade.
      const industry = data.brief.industry ?? detectIndustry(data.brief) ?? null;
      // An industry is named by its own label unless the owner said it in their words.
      const trade = data.brief.trade?.trim() || (industry ? INDUSTRY_PROFILES[industry].label : tradeWordsOf(data.brief));
      return { industry, trade: trade.slice(0, 60) };
    }
    if (data.kind === 'rewrite') return { text: await writer.rewrite(data) };
    if (data.kind === 'assistant') {
      // Progress goes to the asking designer as it comes; the tokens a model used count against the account's daily cap.
      const usage = { tokens: 0 };
      const progress = (update: AssistantProgress) => void job.updateProgress(update).catch(() => undefined);
      const answer = await writer.assist(data.message, siteDocumentSchema.parse(data.document), { progress, usage });
      return { answer, tokens: usage.tokens };
    }
    return writer.tool(data.kind, { keywords: data.keywords });
  };
}
