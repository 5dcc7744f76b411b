import type { WebsiteImageRecord } from '@frontdoor/data';
import type { ImageSize, UploadedImage } from '@frontdoor/shared';
import { shownIn, type ShownNow } from './image-usage.js';

/** Where a stored upload is served (UploadedFilesController). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

const SIZES: readonly ImageSize[] = ['thumbnail', 'small', 'regular', 'full', 'raw'];

/** An upload's row as the API answers it. */
export function toUploadedImage(row: WebsiteImageRecord, shown: ShownNow): UploadedImage {
  const sizes = row.sizes!;
  return {
    id: row.id,
    urls: {
      ...(Object.fromEntries(SIZES.map((size) => [size, uploadUrl(sizes[size].key)])) as Omit<UploadedImage['urls'], 'medium'>),
      // Rows made before the phone size existed have none.
      ...(sizes.medium ? { medium: uploadUrl(sizes.medium.key) } : {}),
    },
    width: sizes.raw.width,
    height: sizes.raw.height,
    placeholder: row.placeholder ?? '',
    createdAt: row.createdAt.toISOString(),
    inUse: shownIn(row.storageKeys ?? [], shown),
  };
}
