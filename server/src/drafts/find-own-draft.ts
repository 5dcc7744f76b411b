import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { isUuid } from '../common/is-uuid.js';
import { DraftWebsiteEntity } from './draft-website.entity.js';

/**
 * The caller's own draft. Anyone else, and any id that is not a draft, gets 'No website at this
 * link' alike, so the answer never tells that a website exists.
 */
export async function findOwnDraft(manager: EntityManager, userId: string, id: string): Promise<DraftWebsiteEntity> {
  const draft = isUuid(id) ? await manager.findOneBy(DraftWebsiteEntity, { id }) : null;
  if (!draft || draft.userId !== userId) throw new AppError('website_not_found');
  return draft;
}
