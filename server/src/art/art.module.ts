import { Module } from '@nestjs/common';
import { ArtController } from './art.controller.js';

@Module({ controllers: [ArtController] })
export class ArtModule {}
