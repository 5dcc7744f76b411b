import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ImportsController } from './imports.controller.js';

@Module({ controllers: [ImportsController], providers: [RateLimitGuard] })
export class ImportsModule {}
