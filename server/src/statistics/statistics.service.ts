import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { VisitStatisticsRepository } from '@frontdoor/data';
import { isValidHandle, TAP_KINDS, type Statistics, type StatisticsRange } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { VisitCounter } from './visit-counter.js';

/** The owner's figures (issue 42): read from the hourly and daily totals only. */
@Injectable()
export class StatisticsService {
  constructor(
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
    @Inject(VisitCounter) private readonly counter: VisitCounter,
  ) {}

  /** The period's figures, ending now (the route has checked who may read them). */
  read(websiteId: string, range: StatisticsRange): Promise<Statistics> {
    return this.visits.read(websiteId, range);
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
