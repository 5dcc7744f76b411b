/** Deep equality of two JSON values, ignoring key order (Yjs maps do not keep insertion order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(b)) {
    const left = Object.entries(a as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const right = Object.entries(b as Record<string, unknown>).filter(([, value]) => value !== undefined);
    return left.length === right.length && left.every(([key, value]) => sameJson(value, (b as Record<string, unknown>)[key]));
  }
  return false;
}

/**
 * Two site documents hold the same content (issue 26). Publishing stamps the address and the
 * time on the version it records, not on the live draft, so those two settings are left out:
 * a draft just published is neither 'unsaved' nor 'changes not yet published'.
 */
export function sameContent<T extends { websiteSettings: object }>(a: T, b: T): boolean {
  return sameJson(withoutPublishStamps(a), withoutPublishStamps(b));
}

function withoutPublishStamps(document: { websiteSettings: object }): object {
  return { ...document, websiteSettings: { ...document.websiteSettings, handle: undefined, lastPublishedAt: undefined } };
}
