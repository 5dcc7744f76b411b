import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { FormsController } from './forms.controller.js';

@Module({ controllers: [FormsController], providers: [RateLimitGuard] })
export class FormsModule {}
