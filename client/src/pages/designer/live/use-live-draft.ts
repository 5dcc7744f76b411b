import { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as Y from 'yjs';
import {
  COLLAB_PATH,
  COLLAB_REFUSALS,
  collabServerMessageSchema,
  readSiteDocument,
  sameContent,
  siteRootMap,
  type CollabClientMessage,
  type CollabServerMessage,
  type DraftVersion,
  type EditHolder,
  type SiteDocument,
} from '@frontdoor/shared';
import type { AuthClient } from '../../../api/auth-client';

/** Origin of the edits made in this tab: the undo manager tracks only these. */
export const LOCAL_ORIGIN = Symbol('this tab');
/** The origin of an assistant's applied answer (issue 41): undone as one step, like the tab's own edits. */
export const ASSISTANT_ORIGIN = Symbol('assistant');

export type Connection =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  /** Was connected; edits made meanwhile are kept in the tab and sent on reconnect. */
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

export interface LiveSession {
  ydoc: Y.Doc;
  undoManager: Y.UndoManager;
  provider: HocuspocusProvider;
}

export interface LiveDraft {
  /** The tab's Y.Doc, its undo manager and its provider (one per connection generation). */
  session: LiveSession | null;
  /** The live document, re-read after every change; null until the first sync. */
  document: SiteDocument | null;
  connection: Connection;
  /** The last saved version (Save Draft, publish, restore, or the generated first version). */
  baseline: { version: DraftVersion; document: SiteDocument } | null;
  /** The live document differs from the last saved version. */
  unsaved: boolean;
  /**
   * What the live page shows (the document of the last publish): null before the first publish,
   * undefined until the server said.
   */
  published: SiteDocument | null | undefined;
  /** The live document differs from what was last published (issue 26). */
  unpublished: boolean;
  /** This tab's edits not yet acknowledged by the server (Saving…). */
  sending: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Who holds edit control and whether this tab may edit (spec §4), who has the draft open and a
   * request waiting for the holder (issue 26); null until told. `receivedAt` dates `request.waitsMs`.
   */
  control: EditControl | null;
  /** What happened to edit control that this user is told once (issue 26). */
  controlNotice: ControlNotice | null;
  dismissControlNotice(): void;
  /** 'Request edit control' (a watcher), and the holder's answer to a request. */
  requestControl(): void;
  answerRequest(requestId: string, handOver: boolean): void;
  /** A message to show once (a refused change). */
  notice: string | null;
  /** Save Draft; with a label, the version is the assistant's applied answer (History: 'Assistant: …'). */
  save(label?: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /**
   * Whether a keystroke may still change the document (issue 37): false from the moment the
   * server asks this tab to stop typing, before the re-render that shows it read-only. A refused
   * keystroke is told (`refuseTyping`), never dropped silently.
   */
  mayType(): boolean;
  refuseTyping(): void;
}

export type EditControl = Omit<Extract<CollabServerMessage, { type: 'edit-control' }>, 'type'> & { receivedAt: number };

export type ControlNotice =
  /** The holder kept editing (to the user who asked). */
  | { kind: 'declined'; holder: EditHolder }
  /** A request or answer the server did not take. */
  | { kind: 'refused'; message: string }
  /** Someone took edit control from this user; their changes are the version `sequence` of History. */
  | { kind: 'kept'; sequence: number; takenBy: EditHolder };

function collabUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${COLLAB_PATH}`;
}

/**
 * The draft's live Y.Doc through @hocuspocus/provider (ARCHITECTURE §3). The token is asked for
 * on every (re)connection, so a refreshed access token re-authenticates without losing the
 * document; edits made while offline stay in the Y.Doc and are sent on reconnect. A change the
 * server refuses as invalid or too large ends the connection: the tab then starts again from the
 * server's document (generation + 1) and says so.
 */
export function useLiveDraft(websiteId: string, client: AuthClient): LiveDraft {
  const [generation, setGeneration] = useState(0);
  const [session, setSession] = useState<LiveSession | null>(null);
  const [document, setDocument] = useState<SiteDocument | null>(null);
  const [connection, setConnection] = useState<Connection>({ kind: 'connecting' });
  const [baseline, setBaseline] = useState<LiveDraft['baseline']>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [control, setControl] = useState<LiveDraft['control']>(null);
  const [published, setPublished] = useState<SiteDocument | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [controlNotice, setControlNotice] = useState<ControlNotice | null>(null);
  const editableRef = useRef<boolean | null>(null);
  /** The website whose document is shown (a new generation of the same one keeps it on screen). */
  const shownFor = useRef<string | null>(null);
  /** Who holds edit control when this tab may not type (its refusals name them). */
  const passedToRef = useRef<EditHolder | null>(null);
  /** This tab stopped typing on the server's `release` and has not yet been told the outcome. */
  const releasedRef = useRef(false);
  const providerRef = useRef<HocuspocusProvider | null>(null);
  const pendingSaves = useRef(new Map<string, (result: { ok: true } | { ok: false; message: string }) => void>());

  useEffect(() => {
    // Made here, not in render: each mount (StrictMode mounts twice) gets its own document.
    const ydoc = new Y.Doc();
    const undoManager = new Y.UndoManager(siteRootMap(ydoc), { trackedOrigins: new Set([LOCAL_ORIGIN, ASSISTANT_ORIGIN]), captureTimeout: 400 });
    // A new generation (control moved on, a refused change) keeps showing the last document until
    // the server's arrives: no flash of an older version in between (issue 37).
    if (generation === 0 || shownFor.current !== websiteId) setDocument(null);
    shownFor.current = websiteId;
    setConnection({ kind: 'connecting' });
    setSending(false);
    let frame = 0;
    const read = () => {
      frame = 0;
      const result = readSiteDocument(ydoc);
      if (result.ok) setDocument(result.document);
    };
    const onUpdate = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    ydoc.on('update', onUpdate);
    const onStack = () => setHistory({ canUndo: undoManager.canUndo(), canRedo: undoManager.canRedo() });
    undoManager.on('stack-item-added', onStack);
    undoManager.on('stack-item-popped', onStack);
    undoManager.on('stack-cleared', onStack);

    let synced = false;
    let sessionChecks = 0;
    /**
     * The server said the session ended (signed out elsewhere, a password reset, the account
     * deleted) or refused the token. A refresh tells which: when it fails the app is signed out
     * and the designer asks to sign in; when it works (the token had only expired) this copy
     * authenticates again on the same socket, keeping its edits. Tried twice, then refused.
     */
    const sessionEnded = () => {
      sessionChecks += 1;
      if (sessionChecks > 2) return setConnection({ kind: 'refused', message: COLLAB_REFUSALS.unauthorized });
      void client.refresh().then((ok) => {
        if (providerRef.current !== provider) return;
        if (ok) void provider.onOpen(new Event('open'));
        else setConnection({ kind: 'refused', message: COLLAB_REFUSALS.unauthorized });
      });
    };
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: websiteId,
      document: ydoc,
      token: async () => (await client.currentAccessToken()) ?? '',
      onSynced: () => {
        synced = true;
        sessionChecks = 0;
        read();
        setConnection({ kind: 'connected' });
      },
      onStatus: ({ status }) => {
        if (status === 'connected') setConnection((now) => (now.kind === 'refused' ? now : synced ? { kind: 'connected' } : { kind: 'connecting' }));
        if (status === 'disconnected') setConnection((now) => (now.kind === 'refused' ? now : synced ? { kind: 'offline' } : { kind: 'connecting' }));
      },
      // Edits on their way (Saving…): not the first sync's own exchange.
      onUnsyncedChanges: ({ number }) => setSending(synced && number > 0),
      onAuthenticationFailed: ({ reason }) => {
        if (reason === COLLAB_REFUSALS.unauthorized) sessionEnded();
        else setConnection({ kind: 'refused', message: reason });
      },
      onClose: ({ event }) => {
        if (event.reason === COLLAB_REFUSALS.unauthorized) sessionEnded();
        // An update reached the server ahead of the offline edits it builds on: sync again from
        // the start, keeping this copy (with those edits) — nothing is lost or shown.
        if (event.reason === COLLAB_REFUSALS.resync) {
          // The socket is still open: authenticate and sync this document again, as after a reconnect.
          setTimeout(() => {
            if (providerRef.current === provider) void provider.onOpen(new Event('open'));
          }, 0);
        }
        // A refused change (invalid, or beyond the size limits): this copy holds it, and sending it
        // again would be refused again, so start over from the server's document and say so.
        if (event.reason === COLLAB_REFUSALS['invalid-update'] || event.reason === COLLAB_REFUSALS['too-large']) {
          setNotice(event.reason);
          setGeneration((n) => n + 1);
        }
        // Too many messages at once (COLLAB_REFUSALS['too-fast']): the provider reconnects by itself
        // and the catching-up sync carries this copy's edits as one message; nothing is lost.
      },
      onStateless: ({ payload }) => {
        const parsed = collabServerMessageSchema.safeParse(JSON.parse(payload));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'baseline' || message.type === 'version') {
          setBaseline((now) => (now && now.version.sequence > message.version.sequence ? now : { version: message.version, document: message.document }));
        }
        if (message.type === 'published') setPublished(message.document);
        // Edit control is passing on (issue 37): stop typing now and say so on the same socket, after
        // every update this tab sent, so the server has each keystroke the screen shows.
        if (message.type === 'release') {
          if (editableRef.current !== false) releasedRef.current = true;
          passedToRef.current = message.to;
          editableRef.current = false;
          setControl((now) => (now ? { ...now, editable: false } : now));
          provider.sendStateless(JSON.stringify({ type: 'released' } satisfies CollabClientMessage));
        }
        if (message.type === 'edit-control') {
          const lost = (editableRef.current === true || releasedRef.current) && !message.editable;
          const gained = editableRef.current === false && message.editable;
          releasedRef.current = false;
          passedToRef.current = message.editable ? null : message.holder;
          editableRef.current = message.editable;
          const { type: _type, ...state } = message;
          setControl({ ...state, receivedAt: Date.now() });
          // Control came to this tab: what was said about asking for it is done with.
          if (gained) setControlNotice((now) => (now?.kind === 'kept' ? now : null));
          // Control was taken: this copy may hold changes the server dropped, so start again
          // from the server's document (which is the last saved version after a take-over).
          if (lost) setGeneration((n) => n + 1);
        }
        if (message.type === 'edit-request-declined') setControlNotice({ kind: 'declined', holder: message.holder });
        if (message.type === 'edit-request-refused') setControlNotice({ kind: 'refused', message: message.message });
        if (message.type === 'changes-kept') setControlNotice({ kind: 'kept', sequence: message.version.sequence, takenBy: message.takenBy });
        if (message.type === 'version' && message.requestId) pendingSaves.current.get(message.requestId)?.({ ok: true });
        if (message.type === 'save-failed') pendingSaves.current.get(message.requestId)?.({ ok: false, message: message.message });
      },
    });
    providerRef.current = provider;
    setSession({ ydoc, undoManager, provider });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      ydoc.off('update', onUpdate);
      undoManager.destroy();
      provider.destroy();
      providerRef.current = null;
      ydoc.destroy();
    };
  }, [websiteId, client, generation]);

  const save = useCallback(
    async (label?: string) => {
      const provider = providerRef.current;
      if (!provider || connection.kind !== 'connected') return { ok: false as const, message: COLLAB_REFUSALS['load-failed'] };
      const requestId = crypto.randomUUID();
      return new Promise<{ ok: true } | { ok: false; message: string }>((resolve) => {
        const timer = setTimeout(() => finish({ ok: false, message: COLLAB_REFUSALS['load-failed'] }), 10_000);
        const finish = (result: { ok: true } | { ok: false; message: string }) => {
          clearTimeout(timer);
          pendingSaves.current.delete(requestId);
          resolve(result);
        };
        pendingSaves.current.set(requestId, finish);
        provider.sendStateless(JSON.stringify({ type: 'save', requestId, ...(label && { label }) }));
      });
    },
    [connection.kind],
  );

  const send = useCallback((message: CollabClientMessage) => providerRef.current?.sendStateless(JSON.stringify(message)), []);
  const requestControl = useCallback(() => {
    setControlNotice(null);
    send({ type: 'request-edit-control' });
  }, [send]);
  const answerRequest = useCallback((requestId: string, handOver: boolean) => send({ type: 'answer-edit-request', requestId, handOver }), [send]);
  const dismissControlNotice = useCallback(() => setControlNotice(null), []);
  const mayType = useCallback(() => editableRef.current !== false, []);
  const refuseTyping = useCallback(() => {
    const to = passedToRef.current;
    setControlNotice({ kind: 'refused', message: `Not saved: ${to ? to.email : 'someone else'} has edit control.` });
  }, []);

  const unsaved = useMemo(() => Boolean(document && baseline && !sameContent(document, baseline.document)), [document, baseline]);
  const unpublished = useMemo(() => Boolean(document && published && !sameContent(document, published)), [document, published]);

  return {
    session,
    document,
    connection,
    baseline,
    unsaved,
    published,
    unpublished,
    sending,
    ...history,
    control,
    controlNotice,
    dismissControlNotice,
    requestControl,
    answerRequest,
    notice,
    save,
    mayType,
    refuseTyping,
  };
}
