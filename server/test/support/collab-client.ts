import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { collabServerMessageSchema, COLLAB_PATH, COLLAB_REFUSALS, type CollabServerMessage } from '@frontdoor/shared';

/** A designer's collaboration connection as the browser makes it, in Node (ws as the WebSocket). */
export interface CollabClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  messages: CollabServerMessage[];
  /** Resolves when the first sync is done; rejects with the refusal reason. */
  synced: Promise<void>;
  closes: { code: number; reason: string }[];
  /**
   * How this tab answers the server's `release` (issue 37): by default at once, as the designer
   * does; a test replaces it to play a slow tab (`answer` sends 'released').
   */
  onRelease: (answer: () => void) => void;
  destroy(): void;
}

export function connectCollab(base: string, draftId: string, token: string | (() => string), doc = new Y.Doc()): CollabClient {
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `${base.replace(/^http/, 'ws')}${COLLAB_PATH}`,
    WebSocketPolyfill: WebSocket,
    // Reconnect quickly (tests restart servers); minDelay must not exceed maxDelay.
    delay: 50,
    minDelay: 50,
    maxDelay: 500,
  });
  const messages: CollabServerMessage[] = [];
  const closes: { code: number; reason: string }[] = [];
  let settle: { resolve(): void; reject(error: Error): void };
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: draftId,
    document: doc,
    token,
    onSynced: () => settle.resolve(),
    onAuthenticationFailed: ({ reason }) => settle.reject(new Error(reason)),
    onStateless: ({ payload }) => {
      const parsed = collabServerMessageSchema.safeParse(JSON.parse(payload));
      if (parsed.success) messages.push(parsed.data);
      // As the designer does (issue 37): asked to stop typing, it answers after what it sent.
      if (parsed.success && parsed.data.type === 'release') client.onRelease(() => provider.sendStateless(JSON.stringify({ type: 'released' })));
    },
    onClose: ({ event }) => {
      closes.push({ code: event.code, reason: event.reason });
      // As the designer does: the server asks for a fresh sync, and the copy is kept.
      if (event.reason === COLLAB_REFUSALS.resync) setTimeout(() => void provider.onOpen(new Event('open')), 0);
    },
  });
  provider.attach();
  const client: CollabClient = {
    doc,
    provider,
    messages,
    synced,
    closes,
    onRelease: (answer) => answer(),
    destroy() {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
  return client;
}

/** Waits until `check` holds (polling), or fails with `what`. */
export async function eventually<T>(check: () => T | Promise<T>, what: string, timeoutMs = 5000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The collab connections a test file opens: `closeAll()` (in afterEach) ends the test's ones. */
export function collabClients(baseOf: (server: number) => string) {
  const open: CollabClient[] = [];
  return {
    /** A designer's connection to instance `server` (0 when there is one). */
    open(draftId: string, token: string, server = 0): CollabClient {
      const client = connectCollab(baseOf(server), draftId, token);
      open.push(client);
      return client;
    },
    closeAll(): void {
      for (const client of open.splice(0)) client.destroy();
    },
  };
}
