/** File extensions accepted per upload kind (spec §5), lowercase, without the dot. */
export const UPLOAD_FILE_TYPES = {
  // 'jpeg' is the same format as the spec's 'jpg' under its other common extension.
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  logo: ['png', 'gif', 'jpeg', 'jpg'],
  favicon: ['ico', 'png', 'gif', 'jpeg', 'jpg'],
} as const;

export type UploadKind = keyof typeof UPLOAD_FILE_TYPES;
