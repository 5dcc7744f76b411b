import { Module } from '@nestjs/common';
import { ClientAppController } from './client-app.controller.js';

@Module({ controllers: [ClientAppController] })
export class ClientAppModule {}
