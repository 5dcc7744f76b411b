import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { VisitStatisticsRepository } from '@frontdoor/data';
import { isValidHandle, statisticsRangeSchema, TAP_KINDS, type Statistics, type StatisticsRange, type StatisticsSettings } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DownloadLinks } from '../downloads/download-links.js';
import { LiveEvents } from '../events/live-events.js';
import { statisticsCsv } from './statistics-csv.js';
import { VisitCounter } from './visit-counter.js';

/** How long an export's download address works. */
const EXPORT_MS = 5 * 60_000;

/** The owner's figures (issue 42): read from the hourly and daily totals only; the routes have checked who may call. */
@Injectable()
export class StatisticsService {
  constructor(
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
    @Inject(VisitCounter) private readonly counter: VisitCounter,
    @Inject(DownloadLinks) private readonly links: DownloadLinks,
    @Inject(LiveEvents) private readonly live: LiveEvents,
  ) {}

  /** The period's figures, ending now. */
  read(websiteId: string, range: StatisticsRange): Promise<Statistics> {
    return this.visits.read(websiteId, range);
  }

  /** Changes the owner's settings (counting, the weekly email); every open Statistics screen of the site hears of it. */
  async changeSettings(websiteId: string, change: { counting?: boolean; weeklyEmail?: boolean }): Promise<StatisticsSettings> {
    const settings = await this.visits.changeSettings(websiteId, change);
    await this.live.toWebsite(websiteId, { type: 'statistics-changed', websiteId });
    return settings;
  }

  /** A download address of the period's figures as CSV, good for five minutes. */
  async exportUrl(websiteId: string, range: StatisticsRange): Promise<{ url: string }> {
    return { url: await this.links.url('statistics', websiteId, new Date(Date.now() + EXPORT_MS), { range }) };
  }

  /** The CSV of an export address (the period ending now); a token not ours, or lapsed, is 'not found'. */
  async csv(token: string): Promise<{ csv: string; range: StatisticsRange }> {
    const link = await this.links.verify('statistics', token);
    const range = statisticsRangeSchema.safeParse(link?.options.range);
    if (!link || !range.success) throw new AppError('not_found');
    return { csv: statisticsCsv(await this.visits.read(link.websiteId, range.data)), range: range.data };
  }

  /** A page served from the bucket reported its view (a handle that is no published site's is dropped with the batch). */
  reported(req: IncomingMessage, handle: string, page: string, referrer: string): void {
    if (isValidHandle(handle)) this.counter.reported(req, handle, page, referrer);
  }

  /** A tap on a published site's phone number or Directions (its link's ping): counted like a form sent. */
  async tap(req: IncomingMessage, handle: string, kind: string): Promise<void> {
    const tap = TAP_KINDS.find((known) => known === kind);
    if (!tap) throw new AppError('bad_request');
    if (!isValidHandle(handle)) return;
    const websiteId = (await this.visits.websitesOfHandles([handle])).get(handle);
    if (websiteId) this.counter.converted(req, websiteId, tap);
  }
}
