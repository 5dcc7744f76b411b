import { Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { DraftVersion, DraftVersionDetail } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { ReadHistory } from './commands/read-history.query.js';
import { RestoreVersion } from './commands/restore-version.command.js';

/** History (saved versions) and restoring one. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard)
export class VersionsController {
  constructor(
    @Inject(ReadHistory) private readonly history: ReadHistory,
    @Inject(RestoreVersion) private readonly restoreVersion: RestoreVersion,
  ) {}

  @Get('versions')
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<DraftVersion[]> {
    return this.history.list(auth.userId, id);
  }

  @Get('versions/:sequence')
  get(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersionDetail> {
    return this.history.get(auth.userId, id, sequence);
  }

  @Post('versions/:sequence/restore')
  @HttpCode(200)
  restore(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('sequence') sequence: string): Promise<DraftVersion> {
    return this.restoreVersion.execute(auth.userId, id, sequence);
  }
}
