import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ToolsController } from './tools.controller.js';

@Module({ controllers: [ToolsController], providers: [RateLimitGuard] })
export class ToolsModule {}
