import type { connectedPayload, Extension } from '@hocuspocus/server';
import type { DataSource } from 'typeorm';
import type { CollabServerMessage, EditHolder } from '@frontdoor/shared';
import { DraftWebsiteEntity } from '../../drafts/draft-website.entity.js';
import { UserEntity } from '../../users/user.entity.js';
import type { CollabContext } from '../collab-context.js';


/**
 * Edit control on the collaboration socket (spec §4, ARCHITECTURE §4): each designer is told on
 * connecting who holds it and whether it may edit (read-only itself is decided once, by the
 * authentication extension). A claim changes every live connection of the draft on this
 * instance at once (see `apply`); Hocuspocus then ignores a read-only connection's updates.
 */
export class EditControlExtension implements Extension {
  constructor(private readonly dataSource: DataSource) {}

  async connected({ connection, documentName }: connectedPayload<CollabContext>): Promise<void> {
    const draft = await this.dataSource.manager.findOne(DraftWebsiteEntity, { where: { id: documentName }, select: { id: true, lastModifiedByUserId: true } });
    const holder = draft?.lastModifiedByUserId ? await this.holder(draft.lastModifiedByUserId) : null;
    connection.sendStateless(JSON.stringify({ type: 'edit-control', holder, editable: !connection.readOnly } satisfies CollabServerMessage));
  }

  async holder(userId: string): Promise<EditHolder> {
    const user = await this.dataSource.manager.findOne(UserEntity, { where: { id: userId }, select: { id: true, email: true } });
    return { userId, email: user?.email ?? null };
  }
}
