import { Inject, Injectable } from '@nestjs/common';
import { ERROR_DETAILS, type DraftVersion, type DraftVersionDetail } from '@frontdoor/shared';
import { DraftVersions } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';

/** History: the saved, published and restored versions of a draft, and one with its document. */
@Injectable()
export class ReadHistory {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
  ) {}

  async list(userId: string, draftId: string): Promise<DraftVersion[]> {
    await this.access.authorize(userId, draftId, 'view-history');
    return this.versions.list(draftId);
  }

  async get(userId: string, draftId: string, sequence: string): Promise<DraftVersionDetail> {
    await this.access.authorize(userId, draftId, 'view-history');
    return findVersion(this.versions, draftId, sequence);
  }
}

/** The version at `sequence` (digits, as the path carries it), or 'That version no longer exists.' */
export async function findVersion(versions: DraftVersions, draftId: string, sequence: string): Promise<DraftVersionDetail> {
  const number = /^\d{1,15}$/.test(sequence) ? Number(sequence) : NaN;
  const detail = Number.isSafeInteger(number) ? await versions.get(draftId, number) : null;
  if (!detail) {
    const { code, message } = ERROR_DETAILS.version_not_found;
    throw new AppError(code, undefined, message);
  }
  return detail;
}
