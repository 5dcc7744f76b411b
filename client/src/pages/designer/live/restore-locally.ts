import type { HocuspocusProvider, onStatelessParameters } from '@hocuspocus/provider';
import { useEffect } from 'react';
import { COLLAB_REFUSALS, collabServerMessageSchema, patchSiteDocument, type DraftVersion, type DraftVersionDetail } from '@frontdoor/shared';
import { restoreVersion } from '../history/use-versions';
import { LOCAL_ORIGIN, type LiveSession } from './use-live-draft';

/**
 * Per session: the restore under way, and the `restored` versions this session made (its own
 * restore is not one made elsewhere, whichever of the answer and the announcement comes first).
 */
const restores = new WeakMap<LiveSession, { pending: Promise<unknown> | null; own: Set<number> }>();
const restoresOf = (session: LiveSession) => {
  const known = restores.get(session) ?? { pending: null, own: new Set<number>() };
  restores.set(session, known);
  return known;
};

/** How long the server may take to acknowledge the restored document before the restore gives up. */
const SYNC_TIMEOUT_MS = 10_000;

/**
 * Restores a version as one step of this tab's undo history. The tab writes the version into its
 * own Y.Doc in one local transaction, kept apart from the steps before and after it, so one Undo
 * returns exactly to the document before the restore and Redo applies it again; the undo stack
 * never holds steps of the older document replayed onto the restored one. Once the server has
 * the change, the restore endpoint records the `restored` version (it writes nothing itself when
 * the live document already equals the version). Every other tab receives the change live.
 * When the server does not take it, the step is undone here and the reason is returned.
 */
export async function restoreLocally(
  session: LiveSession,
  websiteId: string,
  version: DraftVersionDetail,
): Promise<{ ok: true; version: DraftVersion } | { ok: false; message: string }> {
  const { ydoc, undoManager, provider } = session;
  undoManager.stopCapturing();
  const before = undoManager.undoStack.length;
  patchSiteDocument(ydoc, version.document, LOCAL_ORIGIN);
  undoManager.stopCapturing();
  const step = undoManager.undoStack.length > before ? undoManager.undoStack[undoManager.undoStack.length - 1] : null;
  const takeBack = () => {
    // Only this restore's own step, and only while it is still the newest one.
    if (step && undoManager.undoStack[undoManager.undoStack.length - 1] === step) undoManager.undo();
  };

  const mine = restoresOf(session);
  const call = (async () =>
    (await acknowledged(provider)) ? restoreVersion(websiteId, version.sequence) : { ok: false as const, message: COLLAB_REFUSALS['load-failed'] })();
  mine.pending = call;
  const result = await call;
  if (result.ok) mine.own.add(result.data.sequence);
  if (mine.pending === call) mine.pending = null;
  if (!result.ok) {
    takeBack();
    return { ok: false, message: result.message };
  }
  return { ok: true, version: result.data };
}

/** Resolves true once the server has every change of this tab, false after SYNC_TIMEOUT_MS. */
export function acknowledged(provider: HocuspocusProvider): Promise<boolean> {
  if (!provider.hasUnsyncedChanges) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      provider.off('unsyncedChanges', check);
      resolve(ok);
    };
    const check = () => {
      if (!provider.hasUnsyncedChanges) done(true);
    };
    const timer = setTimeout(() => done(false), SYNC_TIMEOUT_MS);
    provider.on('unsyncedChanges', check);
  });
}

/**
 * A version was restored in another tab: this tab's undo steps were made on the document before
 * it, and undoing them now would mix the two versions, so they are dropped. (A watcher has none.)
 */
export function useRestoresElsewhere(session: LiveSession | null): void {
  useEffect(() => {
    if (!session) return;
    const onStateless = ({ payload }: onStatelessParameters) => {
      const parsed = collabServerMessageSchema.safeParse(JSON.parse(payload));
      if (!parsed.success || parsed.data.type !== 'version' || parsed.data.version.kind !== 'restored') return;
      const { sequence } = parsed.data.version;
      const mine = restoresOf(session);
      void Promise.resolve(mine.pending).then(() => {
        if (!mine.own.has(sequence)) session.undoManager.clear();
      });
    };
    session.provider.on('stateless', onStateless);
    return () => {
      session.provider.off('stateless', onStateless);
    };
  }, [session]);
}
