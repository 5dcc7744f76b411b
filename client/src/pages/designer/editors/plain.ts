import type { PlainValue } from '@frontdoor/shared';

/**
 * A schema value (a link, an item, an image) as the PlainValue the editor writes. The site
 * types are plain JSON by construction; optional fields typed `T | undefined` are what keeps
 * TypeScript from seeing that, and the Yjs conversion leaves undefined keys out.
 */
export function plain<T extends object>(value: T): PlainValue {
  return value as unknown as PlainValue;
}
