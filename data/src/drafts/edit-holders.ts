import { In, type DataSource } from 'typeorm';
import type { EditHolder } from '@frontdoor/shared';
import { DraftWebsiteEntity, type DraftWebsiteRecord } from '../entities/draft-website.entity.js';
import { UserEntity } from '../entities/user.entity.js';

/** Who holds edit control of a draft (its lastModifiedBy, ARCHITECTURE §4), as the designer shows it. */
export class EditHolders {
  constructor(private readonly dataSource: DataSource) {}

  /** The user id of the draft's holder; null when nobody holds it or there is no such draft. */
  async holderOf(draftId: string): Promise<string | null> {
    const draft = await this.dataSource.manager.findOne(DraftWebsiteEntity, { where: { id: draftId }, select: { id: true, lastModifiedByUserId: true } });
    return draft?.lastModifiedByUserId ?? null;
  }

  /** A holder with the email the designer shows (null when the user is gone). */
  async holder(userId: string): Promise<EditHolder> {
    const user = await this.dataSource.manager.findOne(UserEntity, { where: { id: userId }, select: { id: true, email: true } });
    return { userId, email: user?.email ?? null };
  }

  /** `holderOf` for many drafts in one query (a rush of opens asks for many at once). */
  async holdersOf(draftIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(draftIds)];
    if (ids.length === 0) return new Map();
    const drafts = await this.dataSource.manager.find(DraftWebsiteEntity, { where: { id: In(ids) }, select: { id: true, lastModifiedByUserId: true } });
    return new Map(drafts.map((draft) => [draft.id, draft.lastModifiedByUserId ?? null]));
  }

  /** `holder` for many users in one query. */
  async holders(userIds: readonly string[]): Promise<Map<string, EditHolder>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const users = await this.dataSource.manager.find(UserEntity, { where: { id: In(ids) }, select: { id: true, email: true } });
    const email = new Map(users.map((user) => [user.id, user.email]));
    return new Map(ids.map((userId) => [userId, { userId, email: email.get(userId) ?? null }]));
  }

  /** The emails of the holders of these drafts, by draft id (drafts nobody holds are left out). */
  async emailsOf(drafts: readonly Pick<DraftWebsiteRecord, 'id' | 'lastModifiedByUserId'>[]): Promise<Map<string, string>> {
    const ids = [...new Set(drafts.map((draft) => draft.lastModifiedByUserId).filter((id): id is string => Boolean(id)))];
    if (ids.length === 0) return new Map();
    const users = await this.dataSource.manager.find(UserEntity, { where: { id: In(ids) }, select: { id: true, email: true } });
    const email = new Map(users.map((user) => [user.id, user.email]));
    return new Map(
      drafts.flatMap((draft) => (draft.lastModifiedByUserId && email.has(draft.lastModifiedByUserId) ? [[draft.id, email.get(draft.lastModifiedByUserId)!]] : [])),
    );
  }
}
