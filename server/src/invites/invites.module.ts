import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvitesRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { CollabModule } from '../collab/collab.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { CreateInvite } from './commands/create-invite.command.js';
import { Invitations } from './invitations.js';
import { InviteLinkController } from './invite-link.controller.js';
import { InvitesController } from './invites.controller.js';
import { InvitesService } from './invites.service.js';

@Module({
  imports: [AuthModule, DraftsModule, CollabModule, StatisticsModule],
  controllers: [InvitesController, InviteLinkController],
  providers: [
    { provide: InvitesRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new InvitesRepository(dataSource) },
    Invitations,
    CreateInvite,
    InvitesService,
  ],
})
export class InvitesModule {}
