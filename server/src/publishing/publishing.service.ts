import { Inject, Injectable } from '@nestjs/common';
import { isReservedHandle } from '@frontdoor/shared';
import { PublishedWebsites } from '@frontdoor/data';
import { DraftAccess } from '../drafts/draft-access.js';
import { WebsiteDeletion } from '../websites/website-deletion.js';
import { validHandle } from './valid-handle.js';

/** Whether an address is free, and deleting a website (publishing is PublishWebsite). */
@Injectable()
export class PublishingService {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(WebsiteDeletion) private readonly websiteDeletion: WebsiteDeletion,
  ) {}

  async isAvailable(rawHandle: string): Promise<boolean> {
    const handle = validHandle(rawHandle);
    if (isReservedHandle(handle)) return false;
    return !(await this.websites.isHandleTaken(handle));
  }

  /** Deletes a website through the one deletion path (WebsiteDeletion), its owner only. */
  async delete(userId: string, draftId: string): Promise<void> {
    await this.access.authorize(userId, draftId, 'delete-website');
    await this.websiteDeletion.delete(draftId);
  }
}
