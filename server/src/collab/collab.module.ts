import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { CollabServer } from './collab-server.js';
import { LiveDrafts } from './live-drafts.js';
import { VersionsController } from './versions.controller.js';
import { EditControlController } from './edit-control.controller.js';
import { RewriteController } from './rewrite.controller.js';
import { AssistantController } from './assistant.controller.js';
import { AskAssistant } from './commands/ask-assistant.command.js';
import { ClaimEditControl } from './commands/claim-edit-control.command.js';
import { ReadHistory } from './commands/read-history.query.js';
import { RestoreVersion } from './commands/restore-version.command.js';
import { RewriteText } from './commands/rewrite-text.command.js';
import { EditRequests } from './commands/edit-requests.command.js';

/** The live designer: the collaboration server (other features see it as LiveDrafts) and the designer's use cases. */
@Module({
  imports: [AuthModule, DraftsModule],
  controllers: [VersionsController, EditControlController, RewriteController, AssistantController],
  providers: [CollabServer, { provide: LiveDrafts, useExisting: CollabServer }, ClaimEditControl, EditRequests, ReadHistory, RestoreVersion, RewriteText, AskAssistant],
  exports: [CollabServer, LiveDrafts, ClaimEditControl],
})
export class CollabModule {}
