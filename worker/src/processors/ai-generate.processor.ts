import type { Job } from 'bullmq';
import type { DraftEventStore, GeneratedImages } from '@frontdoor/data';
import { documentImages, generateJobSchema, siteDocumentSchema, type GenerationStep, type Industry } from '@frontdoor/shared';
import type { ContentWriter } from '../ai/content-writer.js';
import { generateSite } from '../generate/generate-site.js';
import type { ImageSearch } from '@frontdoor/shared';

export interface AiGenerateDeps {
  writer: ContentWriter;
  images: ImageSearch;
  drafts: DraftEventStore;
  generatedImages: GeneratedImages;
  detectIndustry: (brief: Parameters<typeof generateSite>[0]['brief']) => Industry | undefined;
}

/**
 * The `ai-generate` queue: writes a site and stores it as the draft's first event. Idempotent:
 * the draft id is the job's website id, so a job run twice (a killed worker) makes one draft.
 */
export function aiGenerateProcessor(deps: AiGenerateDeps) {
  return async (job: Job): Promise<{ websiteId: string }> => {
    const data = generateJobSchema.parse(job.data);
    const progress = (step: GenerationStep) => job.updateProgress({ step });
    let document = await deps.drafts.storedDocument(data.websiteId);
    if (!document) {
      document = (await generateSite(data, { ...deps, progress })).document;
      const result = await deps.drafts.createDraft({ userId: data.userId, document });
      if (result.status === 'invalid') throw new Error(`generated document is invalid: ${result.issues.join('; ')}`);
    }
    // From the stored document, so a job killed after the draft was written still records them.
    await deps.generatedImages.replace(data.websiteId, data.userId, documentImages(siteDocumentSchema.parse(document)));
    await progress('done');
    return { websiteId: data.websiteId };
  };
}
