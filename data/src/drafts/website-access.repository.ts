import type { DataSource, EntityManager } from 'typeorm';
import { inviteState, isUuid, websiteRelation, type WebsiteRelation } from '@frontdoor/shared';
import { DraftWebsiteEntity, type DraftWebsiteRecord } from '../entities/draft-website.entity.js';
import { WebsiteInviteEntity } from '../entities/website-invite.entity.js';

export interface WebsiteAccess {
  draft: DraftWebsiteRecord;
  relation: WebsiteRelation;
}

/**
 * Who a user is to a website (spec §6), read from the draft and the user's invites; the rule
 * that turns them into a relation is shared/src/rules/website-access.ts.
 */
export class WebsiteAccessRepository {
  constructor(private readonly source: DataSource | EntityManager) {}

  /** The draft and who the user is to it, or null when there is no such draft. */
  async find(userId: string, id: string): Promise<WebsiteAccess | null> {
    const manager = 'manager' in this.source ? this.source.manager : this.source;
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
}
