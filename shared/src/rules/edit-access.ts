/** Who last modified a draft, and when (spec §3). */
export interface LastModifiedBy {
  userId: string;
  timestamp: Date | string | number;
}

/**
 * Whether a user may edit a draft (spec §4): yes unless someone else modified it last.
 * A draft nobody has modified yet is editable by anyone with access.
 */
export function canEdit(userId: string, lastModifiedBy?: Pick<LastModifiedBy, 'userId'> | null): boolean {
  return !lastModifiedBy || lastModifiedBy.userId === userId;
}

/**
 * The stamp that gives a user edit control ('Take Edit Control', spec §4): the draft's new
 * lastModifiedBy. Stamping it is what discards the other editor's unsaved changes.
 */
export function editControlStamp(userId: string, now: Date = new Date()): { userId: string; timestamp: Date } {
  return { userId, timestamp: now };
}
