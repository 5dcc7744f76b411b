import { liveEventSchema, type LiveEvent } from '@frontdoor/shared';

/**
 * A message of /events as a typed live event, or null. Loaded only once someone signs in, so
 * the schema library stays out of the first bundle every visitor downloads.
 */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  const parsed = liveEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
