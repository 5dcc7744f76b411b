import type { Job } from 'bullmq';
import { scrapeJobSchema, type ImportResult } from '@frontdoor/shared';
import { scrapePage, type ScrapeDeps } from '../scrape/scrape-page.js';

/**
 * The `scrape-source` queue: reads the page of a create-from-link request. Its return value is
 * the ImportResult the wizard polls for (GET /api/imports/:id); a page that cannot be read is an
 * outcome, so the job fails only on our own faults.
 */
export function scrapeSourceProcessor(deps: Omit<ScrapeDeps, 'progress'>) {
  return async (job: Job): Promise<ImportResult> => {
    const data = scrapeJobSchema.parse(job.data);
    const result = await scrapePage(data, { ...deps, progress: (step) => job.updateProgress({ step }) });
    await job.updateProgress({ step: 'done' });
    return result;
  };
}
