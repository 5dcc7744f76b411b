import type { Job } from 'bullmq';
import type pg from 'pg';
import type { DraftEventStore } from '@frontdoor/data';
import { generateJobSchema, type GenerationStep, type Image, type Industry } from '@frontdoor/shared';
import type { ContentWriter } from '../ai/content-writer.js';
import { generateSite } from '../generate/generate-site.js';
import type { ImageSearch } from '../images/image-search.js';

export interface AiGenerateDeps {
  writer: ContentWriter;
  images: ImageSearch;
  drafts: DraftEventStore;
  pool: pg.Pool;
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
    const existing = await deps.pool.query<{ document: unknown }>('SELECT document FROM draft_websites WHERE id = $1', [data.websiteId]);
    let document = existing.rows[0]?.document;
    if (!document) {
      document = (await generateSite(data, { ...deps, progress })).document;
      const result = await deps.drafts.createDraft({ userId: data.userId, document });
      if (result.status === 'invalid') throw new Error(`generated document is invalid: ${result.issues.join('; ')}`);
    }
    // From the stored document, so a job killed after the draft was written still records them.
    await recordImages(deps.pool, data.websiteId, data.userId, collectImages(document));
    await progress('done');
    return { websiteId: data.websiteId };
  };
}

/** Every image object in a document (anything with provider and urls). */
export function collectImages(value: unknown, found: Image[] = []): Image[] {
  if (Array.isArray(value)) for (const item of value) collectImages(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.provider === 'string' && record.urls && typeof record.urls === 'object') found.push(record as unknown as Image);
    else for (const item of Object.values(record)) collectImages(item, found);
  }
  return found;
}

/** WebsiteImages rows for the chosen images; rewriting them keeps a retried job from doubling them. */
async function recordImages(pool: pg.Pool, websiteId: string, userId: string, images: Image[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM website_images WHERE website_id = $1 AND search_terms IS NOT NULL', [websiteId]);
    for (const image of images) {
      await client.query(
        `INSERT INTO website_images (website_id, user_id, provider, url, search_terms, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [websiteId, userId, image.provider, image.urls.regular, image.searchTerm ?? '', image.width, image.height],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
