import type { DataSource } from 'typeorm';
import type { EditHolder } from '@frontdoor/shared';
import { DraftWebsiteEntity } from '../entities/draft-website.entity.js';
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
}
