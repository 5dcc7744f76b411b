import { Controller, Get, Inject, Logger, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UPLOAD_FILE_NAME } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route } from '../common/route.decorator.js';
import { FILE_STORE, type FileStore } from './file-store.js';

/**
 * Stored uploads, by name: `<sha-256>.<extension>`. Only such a name reaches the store (it is
 * matched, never joined into a path as it came), so no other file can be asked for; anything
 * else is a 404. A name always holds the same bytes, so the answer is cached for a year and its
 * ETag is the hash. Sent with its own media type, never sniffed, and under a policy that lets
 * nothing in it run even when opened on its own.
 */
@Controller()
export class UploadedFilesController {
  private readonly logger = new Logger('Uploads');

  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  /** No file named: the API's 404, not the app's page. */
  @Get('uploads')
  none(): never {
    throw new AppError('not_found');
  }

  @Route('get /uploads/{file}')
  async file(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!UPLOAD_FILE_NAME.test(file)) throw new AppError('not_found');
    const found = await this.store.get(file).catch((error: unknown) => {
      // The bucket (or the disk) does not answer: a 503 the browser may retry, not a broken image cached as missing.
      this.logger.error({ message: 'A stored upload could not be read', file, error: (error as Error).message });
      throw new AppError('service_unavailable');
    });
    if (!found) throw new AppError('not_found');
    const etag = `"${file.slice(0, 64)}"`;
    res
      .status(200)
      .type(found.contentType)
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('X-Content-Type-Options', 'nosniff')
      .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
      // Published pages on other addresses (custom domains, a CDN copy) show it too.
      .setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
      .setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.send(found.bytes);
  }
}
