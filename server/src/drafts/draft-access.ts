import { canEdit, ERROR_DETAILS, mayDo, websiteDecision, type WebsiteAction } from '@frontdoor/shared';
import { WebsiteAccessRepository, type DraftWebsiteRecord, type WebsiteAccess } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';

export type { WebsiteAccess } from '@frontdoor/data';

/**
 * The access check every website use case starts with (one rule in shared/, spec §6): provided
 * by DraftsModule, so that use cases ask it without touching the database themselves.
 */
export class DraftAccess {
  constructor(private readonly repository: WebsiteAccessRepository) {}

  /**
   * The draft and the user's relation to it, if the action is allowed. Someone with no access
   * gets 'No website at this link' exactly as for a missing draft, so the answer never tells
   * that a website exists; someone who may open it but not do the action gets 403.
   */
  async authorize(userId: string, id: string, action: WebsiteAction): Promise<WebsiteAccess> {
    const access = await this.repository.find(userId, id);
    const decision = websiteDecision(access?.relation ?? null, action);
    if (decision === 'not-found') throw new AppError('website_not_found');
    if (decision === 'forbidden') throw new AppError('forbidden');
    return access!;
  }

  /**
   * As `authorize`, for a change to the draft: only the holder of edit control makes one (spec §4;
   * nobody holding it counts as anyone may), else 'Someone else is editing this website'.
   */
  async authorizeEdit(userId: string, id: string, action: WebsiteAction): Promise<WebsiteAccess> {
    const access = await this.authorize(userId, id, action);
    if (!canEdit(userId, access.draft.lastModifiedByUserId ? { userId: access.draft.lastModifiedByUserId } : null)) {
      const { code, message } = ERROR_DETAILS.edit_control_required;
      throw new AppError(code, undefined, message);
    }
    return access;
  }

  /** The draft if the user may open it (owner or guest editor), else null. */
  async findAccessible(userId: string, id: string): Promise<DraftWebsiteRecord | null> {
    const access = await this.repository.find(userId, id);
    return access && mayDo(access.relation, 'open') ? access.draft : null;
  }
}
