import type { Job } from 'bullmq';
import { statisticsWeeklyJobSchema } from '@frontdoor/shared';
import type { WeeklySummariesRepository } from '@frontdoor/data';
import type { Mailer } from '../mail/mailer.js';
import { log } from '../log.js';
import { weeklySummaryEmail } from '../statistics/weekly-summary.js';

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The Monday (UTC) of the last whole week before `now`. */
export function lastWeekStart(now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return dayOf(today - (sinceMonday + 7) * DAY_MS);
}

/**
 * The `statistics-weekly` queue (issue 42): on Mondays, each owner whose published site had
 * visits last week, with counting and the email on, gets the week's summary. A site is claimed
 * before its email goes, so two workers or a second run never send it twice; a failed send gives
 * the claim back and the job is tried again (the others already sent stay sent).
 */
export function statisticsWeeklyProcessor(summaries: WeeklySummariesRepository, mailer: Mailer, appUrl: string) {
  return async (job: Job): Promise<{ weekStart: string; sent: number }> => {
    const weekStart = statisticsWeeklyJobSchema.parse(job.data).weekStart ?? lastWeekStart(new Date());
    const weekBefore = dayOf(Date.parse(`${weekStart}T00:00:00Z`) - 7 * DAY_MS);
    let sent = 0;
    let failed: Error | null = null;
    for (const site of await summaries.due(weekStart)) {
      if (!(await summaries.claim(site.websiteId, weekStart))) continue;
      try {
        const [week, before] = await Promise.all([summaries.figures(site.websiteId, weekStart), summaries.figures(site.websiteId, weekBefore)]);
        await mailer.send(weeklySummaryEmail(site, week, before, `${appUrl}/websites/statistics?websiteId=${site.websiteId}`));
        sent++;
      } catch (error) {
        failed = error as Error;
        await summaries.release(site.websiteId, weekStart);
      }
    }
    if (failed) throw new Error(`Weekly summaries: ${sent} sent, some not: ${failed.message}`);
    log('log', 'Weekly summaries sent', { weekStart, sent });
    return { weekStart, sent };
  };
}
