/** What a collaboration connection knows about its user once authenticated. */
export interface CollabContext {
  userId: string;
  sessionId: string;
}

/** An error Hocuspocus turns into a permission-denied or close message carrying `reason`. */
export function refusal(reason: string, code?: number): Error & { reason: string; code?: number } {
  return Object.assign(new Error(reason), { reason, ...(code !== undefined ? { code } : {}) });
}
