import * as Y from 'yjs';

/** A JSON-like value as held by the site document: no undefined inside arrays, no functions. */
export type PlainValue = string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue | undefined };

/**
 * Converts a plain value into its Yjs shape: objects become Y.Maps, arrays Y.Arrays, and
 * strings, numbers, booleans and null stay as they are. Object keys whose value is undefined are
 * left out, so optional fields that are not set never appear in the Y.Doc. The result is a
 * preliminary Yjs type until it is inserted into a document.
 */
export function toYValue(value: PlainValue | undefined): unknown {
  if (Array.isArray(value)) {
    const array = new Y.Array<unknown>();
    array.push(value.map((item) => toYValue(item)));
    return array;
  }
  if (value !== null && typeof value === 'object') {
    const map = new Y.Map<unknown>();
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) map.set(key, toYValue(item));
    }
    return map;
  }
  return value;
}

/**
 * Converts a Yjs value back into a plain value: Y.Map to object, Y.Array to array. A Y.Text
 * (which a client may use for a field it edits character by character) reads as its string.
 */
export function fromYValue(value: unknown): unknown {
  if (value instanceof Y.Map) {
    const object: Record<string, unknown> = {};
    value.forEach((item, key) => {
      object[key] = fromYValue(item);
    });
    return object;
  }
  if (value instanceof Y.Array) return value.toArray().map((item) => fromYValue(item));
  if (value instanceof Y.Text) return value.toString();
  return value;
}
