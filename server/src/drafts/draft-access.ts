import type { EntityManager } from 'typeorm';
import { inviteState, mayDo, websiteDecision, websiteRelation, type WebsiteAction, type WebsiteRelation, isUuid } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { WebsiteInviteEntity } from '@frontdoor/data';
import { DraftWebsiteEntity } from '@frontdoor/data';

export interface WebsiteAccess {
  draft: DraftWebsiteEntity;
  relation: WebsiteRelation;
}

/** The draft and who the user is to it (spec §6), or null when there is no such draft. */
export async function websiteAccess(manager: EntityManager, userId: string, id: string): Promise<WebsiteAccess | null> {
  const draft = isUuid(id) ? await manager.findOneBy(DraftWebsiteEntity, { id }) : null;
  if (!draft) return null;
  if (draft.userId === userId) return { draft, relation: 'owner' };
  const invites = await manager.findBy(WebsiteInviteEntity, { websiteId: id, invitedUserId: userId });
  const relation = websiteRelation({
    userId,
    ownerId: draft.userId,
    invites: invites.map((invite) => ({ invitedUserId: invite.invitedUserId, accepted: invite.accepted, expired: inviteState(invite) === 'Expired' })),
  });
  return { draft, relation };
}

/**
 * The access check every website use case starts with (one rule in shared/, spec §6). Someone
 * with no access gets 'No website at this link' exactly as for a missing draft, so the answer
 * never tells that a website exists; a guest asking for an owner's action gets 403.
 */
export async function authorizeWebsite(manager: EntityManager, userId: string, id: string, action: WebsiteAction): Promise<WebsiteAccess> {
  const access = await websiteAccess(manager, userId, id);
  const decision = websiteDecision(access?.relation ?? null, action);
  if (decision === 'not-found') throw new AppError('website_not_found');
  if (decision === 'forbidden') throw new AppError('forbidden');
  return access!;
}

/** The draft if the user may open it (owner or guest editor), else null. */
export async function findAccessibleDraft(manager: EntityManager, userId: string, id: string): Promise<DraftWebsiteEntity | null> {
  const access = await websiteAccess(manager, userId, id);
  return access && mayDo(access.relation, 'open') ? access.draft : null;
}
