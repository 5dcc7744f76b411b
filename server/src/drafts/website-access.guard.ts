import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { WebsiteAction } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from './draft-access.js';

const ACTION = Symbol('website-access-action');

/** The website (`:id`) must allow the caller `action` before the request's body or query is read (the contract's `afterAccess`). */
export const CheckWebsiteAccess = (action: WebsiteAction) => SetMetadata(ACTION, action);

/**
 * Answers exactly as the use case's own access check would ('No website at this link' to someone
 * with no access, 403 to someone who may open it but not do the action), before the route's
 * parameters are parsed: so a caller with no access learns nothing of what they sent.
 */
@Injectable()
export class WebsiteAccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(DraftAccess) private readonly access: DraftAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<WebsiteAction | undefined>(ACTION, context.getHandler());
    if (!action) return true;
    const req = context.switchToHttp().getRequest<Request & { auth?: AccessClaims }>();
    if (!req.auth) throw new AppError('unauthorized');
    await this.access.authorize(req.auth.userId, String(req.params.id ?? ''), action);
    return true;
  }
}
