import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES, uploadProblem, type BrandUploadKind, type UploadFormat, type UploadResult } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { FILE_STORE, type FileStore } from './file-store.js';
import { fitLogo, type FittedImage } from './fit-logo.js';
import { sniffImage } from './sniff-image.js';
import { uploadUrl } from './uploaded-image.js';

/**
 * A logo or a browser icon of a website (spec §5), stored for its owner or a guest editor: the
 * access check first, then the body (read up to the kind's limit, so nobody without access
 * makes the server read 2 MB), its format and size read from the bytes, and the file stored
 * under the SHA-256 of what is stored. The answer is the file's same-origin address and size;
 * the designer then sets it in the live draft, where it is one undoable change like any other.
 */
@Injectable()
export class StoreUpload {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async execute(userId: string, websiteId: string, kind: BrandUploadKind, readBody: (limit: number) => Promise<Uint8Array>): Promise<UploadResult> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    const bytes = await readBody(UPLOAD_MAX_BYTES[kind]);
    const image = sniffImage(bytes);
    const problem = uploadProblem(kind, { bytes: bytes.length, image });
    if (problem || !image) throw new AppError(problem ?? 'invalid_file_type');
    // The browser icon is kept byte for byte (an .ico holds several sizes on purpose).
    const stored: FittedImage = kind === 'logo' ? await fitLogo(bytes, image).catch(() => raise('invalid_file_type')) : { bytes, ...image };
    const key = `${createHash('sha256').update(stored.bytes).digest('hex')}.${stored.format}`;
    try {
      await this.store.put(key, stored.bytes, UPLOAD_MEDIA_TYPES[stored.format as UploadFormat]);
    } catch (error) {
      this.logger.error({ message: 'An upload could not be stored', websiteId, kind, error: (error as Error).message });
      throw new AppError('upload_failed');
    }
    return { url: uploadUrl(key), width: stored.width, height: stored.height };
  }
}

function raise(code: 'invalid_file_type'): never {
  throw new AppError(code);
}
