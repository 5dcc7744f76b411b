import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ExportsController } from './exports.controller.js';

@Module({ imports: [AuthModule], controllers: [ExportsController] })
export class ExportsModule {}
