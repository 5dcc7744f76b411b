import type { EntityManager } from 'typeorm';
import { isUuid } from '../common/is-uuid.js';
import { DraftWebsiteEntity } from './draft-website.entity.js';

/**
 * The draft if the user may open it in the designer (its owner), else null: a missing draft and
 * one that is not the user's answer alike.
 */
export async function findAccessibleDraft(manager: EntityManager, userId: string, id: string): Promise<DraftWebsiteEntity | null> {
  const draft = isUuid(id) ? await manager.findOneBy(DraftWebsiteEntity, { id }) : null;
  return draft && draft.userId === userId ? draft : null;
}
