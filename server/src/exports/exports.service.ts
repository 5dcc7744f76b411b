import { Inject, Injectable } from '@nestjs/common';
import { publicUrl, type Env, isUuid } from '@frontdoor/shared';
import { ExportsRepository } from '@frontdoor/data';
import { hashToken, randomToken } from '../auth/secrets.js';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { JobQueues } from '../queues/job-queues.js';

const EXPORT_TTL_MS = 7 * 24 * 3600_000;

/** Contact export: the owner asks, the job writes a CSV and emails a download link. */
@Injectable()
export class ExportsService {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(ExportsRepository) private readonly exports: ExportsRepository,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async request(userId: string, websiteId: string): Promise<void> {
    await this.access.authorize(userId, websiteId, 'export-contacts');
    const token = randomToken();
    const exportId = await this.exports.create(websiteId, userId, hashToken(token), new Date(Date.now() + EXPORT_TTL_MS));
    const downloadUrl = `${publicUrl(this.env)}/api/exports/${exportId}?token=${encodeURIComponent(token)}`;
    // The link's token is a secret: the job data is sealed (job-queues.ts).
    await this.queues.addSealed('export-contacts', 'export', { exportId, downloadUrl }, { jobId: exportId });
  }

  /** The CSV of a finished export for the holder of its link; 'Nothing to see here' otherwise. */
  async download(id: string, token: string | undefined): Promise<string> {
    if (!isUuid(id) || typeof token !== 'string') throw new AppError('not_found');
    const csv = await this.exports.findCsv(id, hashToken(token));
    if (csv === null) throw new AppError('not_found');
    return csv;
  }
}
