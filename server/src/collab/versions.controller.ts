import { Controller, Inject, Param } from '@nestjs/common';
import type { DraftVersion, DraftVersionDetail } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { Route } from '../common/route.decorator.js';
import { ReadHistory } from './commands/read-history.query.js';
import { RestoreVersion } from './commands/restore-version.command.js';

/** History (saved versions) and restoring one. */
@Controller()
export class VersionsController {
  constructor(
    @Inject(ReadHistory) private readonly history: ReadHistory,
    @Inject(RestoreVersion) private readonly restoreVersion: RestoreVersion,
  ) {}

  @Route('get /api/websites/{id}/versions')
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<DraftVersion[]> {
    return this.history.list(auth.userId, id);
  }

  @Route('get /api/websites/{id}/versions/{sequence}')
  get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersionDetail> {
    return this.history.get(auth.userId, id, sequence);
  }

  @Route('post /api/websites/{id}/versions/{sequence}/restore')
  restore(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersion> {
    return this.restoreVersion.execute(auth.userId, id, sequence);
  }
}
