import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller.js';

@Module({ controllers: [DevMailboxController] })
export class DevMailboxModule {}
