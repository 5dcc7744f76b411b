import { COLLAB_REFUSALS, type Section, type SectionType } from '@frontdoor/shared';
import { Suspense } from 'react';
import { DialogLoading, LazyAddSectionDialog, LazyHistoryDialog, LazyRemoveSectionDialog, LazyTakeControlDialog } from './lazy-parts';
import { restoreLocally } from './live/restore-locally';
import type { LiveDraft } from './live/use-live-draft';

/** The designer's dialogs: one open at a time. */
export type EditorDialog = 'history' | 'add' | 'take-control' | { remove: Section } | null;

/**
 * The open dialog of the designer (each loads when first opened): Take Edit Control, History
 * (restore a version into the live document), Add section and Remove section.
 */
export function EditorDialogs({
  dialog,
  websiteId,
  live,
  editable,
  sections,
  onClose,
  onAdd,
  onRemove,
  onRestored,
}: {
  dialog: EditorDialog;
  websiteId: string;
  live: Pick<LiveDraft, 'session' | 'control'>;
  editable: boolean;
  sections: Section[];
  onClose: () => void;
  onAdd: (type: SectionType) => void;
  onRemove: (section: Section) => void;
  onRestored: (text: string) => void;
}) {
  return (
    <Suspense fallback={<DialogLoading />}>
      {dialog === 'take-control' && <LazyTakeControlDialog websiteId={websiteId} holderEmail={live.control?.holder?.email ?? null} onClose={onClose} />}
      {dialog === 'history' && (
        <LazyHistoryDialog
          websiteId={websiteId}
          editable={editable && Boolean(live.session)}
          restore={(version) =>
            live.session ? restoreLocally(live.session, websiteId, version) : Promise.resolve({ ok: false, message: COLLAB_REFUSALS['load-failed'] })
          }
          onClose={onClose}
          onRestored={onRestored}
        />
      )}
      {dialog === 'add' && <LazyAddSectionDialog sections={sections} onAdd={onAdd} onClose={onClose} />}
      {dialog && typeof dialog === 'object' && <LazyRemoveSectionDialog section={dialog.remove} onClose={onClose} onConfirm={() => onRemove(dialog.remove)} />}
    </Suspense>
  );
}
