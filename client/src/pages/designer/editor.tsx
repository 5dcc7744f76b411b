import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  addSection,
  countSamples,
  duplicateSection,
  moveSection,
  removeSection,
  SECTION_DEFINITION_BY_TYPE,
  setBusinessDetail,
  setField,
  type SectionType,
  type SiteDocument,
} from '@frontdoor/shared';
import { Tabs, TabPanel } from '../../components/ui/tabs';
import { links } from '../../app/site-links';
import type { AuthClient } from '../../api/auth-client';
import { PageMessage } from '../../components/page-message';
import { queryClient } from '../../api/query-client';
import type { DraftWebsite } from '../../features/websites/websites-api';
import type { EditCanvasHandle } from './canvas/edit-canvas';
import { CanvasRoom } from './canvas-room';
import { EditorDialogs, type EditorDialog } from './editor-dialogs';
import { EditorToolbar, type Device, type Mode } from './editor-toolbar';
import { useSectionEditor } from './editing/use-section-editor';
import { EditControlBar } from './live/edit-control-bar';
import { ReadOnlyReason } from './live/read-only-reason';
import { UnsavedGuard } from './live/unsaved-guard';
import { useRestoresElsewhere } from './live/restore-locally';
import { useCanvasTyping } from './live/use-canvas-typing';
import { useUndoKeys } from './live/use-undo-keys';
import { LOCAL_ORIGIN, useLiveDraft } from './live/use-live-draft';
import { useWhereabouts } from './live/use-whereabouts';
import { WhereaboutsAnnouncer } from './live/whereabouts-announcer';
import type { PublishResult } from '../../features/websites/publishing-api';
import { SectionsRoom } from './sections-room';
import type { BusinessSetter } from './settings/business-setter';
import { NOT_EDITABLE } from './settings/settings-editor';
import type { SettingSetter } from './settings/settings-panels';
import { useWebsiteAccess } from '../../features/invites/use-website-access';
import { GuestEditorProvider } from './editors/owner-only';
import { LazyAssistantPanel, LazySettingsRoom, LazyThemePanel, PanelLoading, preloadDesignerParts } from './lazy-parts';
import { useAccessRevoked } from './use-access-revoked';
import { useEditorMessage } from './use-editor-message';
import './editor.css';
import './panel.css';

/**
 * The designer on the live document (issue 8): holds what its rooms share (mode, device, the
 * selected section, the open dialog, messages) and hands each room its part: the toolbar
 * (EditorToolbar), the sections room (SectionsRoom), the settings and theme panels, and the
 * canvas room (CanvasRoom), which scrolls itself when asked. Every edit is a typed operation
 * on the tab's Y.Doc; the server stores it as an event.
 */
export function Editor({ draft, client, onPublished }: { draft: DraftWebsite; client: AuthClient; onPublished: (result: PublishResult) => void }) {
  const live = useLiveDraft(draft.id, client);
  useRestoresElsewhere(live.session);
  const [mode, setMode] = useState<Mode>('sections');
  const [device, setDevice] = useState<Device>('desktop');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const [message, setMessage] = useEditorMessage(live.notice);
  const canvas = useRef<EditCanvasHandle>(null);
  const document: SiteDocument = live.document ?? draft.document;
  const ydoc = live.session?.ydoc ?? null;
  const readOnly = live.control?.editable === false;
  const editable = (live.connection.kind === 'connected' || live.connection.kind === 'offline') && !readOnly;
  // The canvas can be typed on: now the rest of the designer loads, in idle moments (lazy-parts).
  const synced = Boolean(live.document);
  useEffect(() => {
    if (synced) preloadDesignerParts();
  }, [synced]);
  const access = useWebsiteAccess(draft.id);
  const revoked = useAccessRevoked(draft.id);
  const handle = draft.handle ?? live.published?.websiteSettings.handle ?? document.websiteSettings.handle ?? null;
  const selected = document.sections.find((section) => section.id === selectedId) ?? null;
  const edit = useSectionEditor({ ydoc, sectionId: selected?.id ?? null, editable, websiteId: draft.id });
  // Where the editor works (issue 37): marked on a watcher's canvas and list; Follow scrolls to it.
  const watched = useWhereabouts(live.session, live.control, editable, selected?.id ?? null);
  const [follow, setFollow] = useState(false);
  const followed = follow && !editable ? (watched?.sectionId ?? null) : null;
  useEffect(() => {
    if (followed) canvas.current?.scrollToSection(followed);
  }, [followed]);

  const report = (result: { ok: true } | { ok: false; reason: string }) => {
    if (!result.ok) setMessage({ tone: 'error', text: result.reason });
  };
  // A keystroke after edit control moved on is refused and said so, never dropped silently (issue 37).
  const setText = useCanvasTyping(live, ydoc);

  // The business details (Contact panel, Settings): one typed, undoable operation per edit.
  const setBusiness = useCallback<BusinessSetter>(
    (key, value) => (ydoc && editable ? setBusinessDetail(ydoc, key, value, LOCAL_ORIGIN) : NOT_EDITABLE),
    [ydoc, editable],
  );

  // Every other setting (Settings panels): one setField on websiteSettings per edit.
  const setSetting = useCallback<SettingSetter>(
    (key, value) => (ydoc && editable ? setField(ydoc, ['websiteSettings', key], value as Parameters<typeof setField>[2], LOCAL_ORIGIN) : NOT_EDITABLE),
    [ydoc, editable],
  );

  const { undo, redo } = useUndoKeys(live.session);

  // After Add section, the new section's row in the list takes the focus (once the live document
  // has it; the dialog gives the focus back to Add section only if nothing else took it) and a
  // status says what was added (issue 37).
  const focusRow = useRef<string | null>(null);
  const [added, setAdded] = useState('');
  useEffect(() => {
    const id = focusRow.current;
    if (!id) return;
    const row = window.document.querySelector<HTMLElement>(`.sections-list__name[data-section-id="${CSS.escape(id)}"]`);
    if (!row) return;
    focusRow.current = null;
    row.focus();
  });

  // Save Draft: a version of the live document (its busy state is the call's).
  const saving = useMutation(
    { mutationFn: live.save, onSuccess: (result) => setMessage(result.ok ? { tone: 'info', text: 'Draft saved' } : { tone: 'error', text: result.message }) },
    queryClient,
  );

  // The canvas shows the section chosen in the list, added or duplicated, as page builders do.
  const select = (id: string) => {
    setSelectedId(id);
    canvas.current?.scrollToSection(id);
  };

  const add = (type: SectionType) => {
    if (!ydoc) return;
    const id = crypto.randomUUID();
    const index = selected ? document.sections.indexOf(selected) + 1 : undefined;
    const result = addSection(ydoc, type, { id, index, context: { businessName: document.websiteSettings.businessName }, origin: LOCAL_ORIGIN });
    report(result);
    if (result.ok) {
      select(id);
      focusRow.current = id;
      setAdded(`${SECTION_DEFINITION_BY_TYPE[type].title} section added.`);
    }
    setDialog(null);
  };

  if (live.connection.kind === 'refused') {
    return (
      <PageMessage tone="error" title={live.connection.message}>
        <p>We couldn't open this website for editing.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">
            Your websites
          </Link>
        </div>
      </PageMessage>
    );
  }

  return (
    <GuestEditorProvider guest={access.known && !access.isOwner}>
      <div className="designer editor">
        {/* A watcher has no changes of their own to lose. */}
        <UnsavedGuard unsaved={live.unsaved && !revoked && !readOnly} pending={live.sending && !revoked && !readOnly} save={editable ? live.save : null} />
        {readOnly && <ReadOnlyReason />}
        <Tabs className="editor__workspace" value={mode} onValueChange={(value) => setMode(value as Mode)} activationMode="manual">
          <EditorToolbar
            websiteId={draft.id}
            businessName={document.websiteSettings.businessName}
            handle={handle}
            samples={countSamples(document)}
            unsaved={live.unsaved}
            unpublished={live.unpublished}
            sending={live.sending}
            readOnly={readOnly}
            isOwner={access.isOwner}
            device={device}
            onDevice={setDevice}
            history={{ undo, redo, canUndo: live.canUndo, canRedo: live.canRedo, open: () => setDialog('history') }}
            save={{ run: () => saving.mutate(), saving: saving.isPending, disabled: saving.isPending || readOnly || live.connection.kind !== 'connected' }}
            connection={live.connection.kind}
            editControl={
              <EditControlBar
                websiteId={draft.id}
                control={live.control}
                notice={live.controlNotice}
                onDismissNotice={live.dismissControlNotice}
                onRequest={live.requestControl}
                onAnswer={live.answerRequest}
                onTakeControl={() => setDialog('take-control')}
                onOpenHistory={() => setDialog('history')}
                follow={{ on: follow, toggle: () => setFollow((now) => !now) }}
              />
            }
            message={message}
            onDismissMessage={() => setMessage(null)}
            onPublished={(result) => {
              setMessage(null);
              onPublished(result);
            }}
          />

          <div className={`editor__body editor__body--${mode}`}>
            <SectionsRoom
              shown={mode === 'sections'}
              document={document}
              selected={selected}
              edit={edit}
              editable={editable}
              setBusiness={setBusiness}
              onAdd={() => setDialog('add')}
              watched={watched}
              actions={{
                select,
                move: (id, to) => ydoc && report(moveSection(ydoc, id, to, LOCAL_ORIGIN)),
                remove: (section) => setDialog({ remove: section }),
                duplicate: (id) => {
                  if (!ydoc) return;
                  const copy = crypto.randomUUID();
                  const result = duplicateSection(ydoc, id, copy, LOCAL_ORIGIN);
                  report(result);
                  if (result.ok) select(copy);
                },
              }}
            />
            <TabPanel value="settings" className="editor__panel">
              <h2 className="editor__panel-title">Settings</h2>
              <Suspense fallback={<PanelLoading />}>
                <LazySettingsRoom
                  websiteId={draft.id}
                  document={document}
                  editable={editable && Boolean(live.document)}
                  isOwner={access.isOwner}
                  ownerEmail={access.ownerEmail}
                  myEmail={access.myEmail}
                  handle={handle}
                  setBusiness={setBusiness}
                  setSetting={setSetting}
                />
              </Suspense>
            </TabPanel>
            <TabPanel value="theme" className="editor__panel">
              <h2 className="editor__panel-title">Theme</h2>
              <Suspense fallback={<PanelLoading />}>
                <LazyThemePanel
                  document={document}
                  ydoc={ydoc}
                  undoManager={live.session?.undoManager ?? null}
                  editable={editable && Boolean(live.document)}
                  websiteId={draft.id}
                />
              </Suspense>
            </TabPanel>
            <TabPanel value="assistant" className="editor__panel">
              <h2 className="editor__panel-title">Assistant</h2>
              <Suspense fallback={<PanelLoading />}>
                <LazyAssistantPanel websiteId={draft.id} document={document} session={live.session} editable={editable && Boolean(live.document)} save={live.save} />
              </Suspense>
            </TabPanel>
            <TabPanel value="preview" className="visually-hidden">
              Preview of the page as visitors see it.
            </TabPanel>

            <CanvasRoom
              ref={canvas}
              document={document}
              device={device}
              synced={Boolean(live.document)}
              preview={mode === 'preview'}
              selectedId={selectedId}
              editable={editable}
              onSelect={(id) => {
                setSelectedId(id);
                setMode('sections');
              }}
              setText={setText}
              watched={watched}
            />
          </div>
        </Tabs>
        <WhereaboutsAnnouncer watched={watched} sections={document.sections} />
        <p className="visually-hidden" role="status">
          {added}
        </p>

        <EditorDialogs
          dialog={dialog}
          websiteId={draft.id}
          live={live}
          editable={editable}
          sections={document.sections}
          onClose={() => setDialog(null)}
          onAdd={add}
          onRemove={(section) => {
            if (ydoc) report(removeSection(ydoc, section.id, LOCAL_ORIGIN));
            if (selectedId === section.id) setSelectedId(null);
            setDialog(null);
          }}
          onRestored={(text) => {
            setDialog(null);
            setMessage({ tone: 'info', text });
          }}
        />
      </div>
    </GuestEditorProvider>
  );
}
