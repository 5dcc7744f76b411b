import { Inject, Injectable } from '@nestjs/common';
import { VisitStatisticsRepository } from '@frontdoor/data';
import type { Statistics, StatisticsRange } from '@frontdoor/shared';

/** The owner's figures (issue 42): read from the hourly and daily totals only. */
@Injectable()
export class StatisticsService {
  constructor(@Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository) {}

  /** The period's figures, ending now (the route has checked who may read them). */
  read(websiteId: string, range: StatisticsRange): Promise<Statistics> {
    return this.visits.read(websiteId, range);
  }
}
