/** What a collaboration connection knows about its user once authenticated. */
export interface CollabContext {
  userId: string;
  sessionId: string;
  /** The draft is the user's own (not a guest editor's): only the owner changes booking settings. */
  isOwner: boolean;
}

/** An error Hocuspocus turns into a permission-denied or close message carrying `reason`. */
export function refusal(reason: string, code?: number): Error & { reason: string; code?: number } {
  // Without a message: Hocuspocus prints every hook error that has one on the console, and a
  // refusal is an answer to the peer (its reason), not a fault of the server.
  return Object.assign(new Error(), { reason, ...(code !== undefined ? { code } : {}) });
}
