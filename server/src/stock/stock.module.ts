import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { SearchStockImages } from './search-stock-images.command.js';
import { StockImagesController } from './stock-images.controller.js';

/** Stock pictures for the image picker (spec §2: the stock photos tab). */
@Module({
  imports: [AuthModule, DraftsModule],
  controllers: [StockImagesController],
  providers: [SearchStockImages],
})
export class StockModule {}
