import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLiveEvents } from '../../app/live-events';
import { TakeControlDialog } from './live/take-control-dialog';
import { SharingPanel } from './settings/sharing-panel';
import { BusinessDetailsPanel, BusinessSetterContext, NOT_EDITABLE, type BusinessSetter } from './settings/business-details-panel';
import { useWebsiteAccess } from './settings/use-website-access';
import * as Tabs from '@radix-ui/react-tabs';
import {
  addSection,
  countSamples,
  duplicateSection,
  moveSection,
  removeSection,
  setBusinessDetail,
  setField,
  type Section,
  type SectionType,
  type SiteDocument,
} from '@frontdoor/shared';
import { links } from '../../app/site-links';
import type { AuthClient } from '../../auth/auth-client';
import { ArrowLeftIcon, PlusIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { PageMessage } from '../websites/page-message';
import type { DraftWebsite } from '../websites/websites-api';
import { EditCanvas } from './canvas/edit-canvas';
import { sectionAnchor } from '@frontdoor/shared/render';
import { DRAFT_LABEL } from './designer-page';
import { useSectionEditor } from './editing/use-section-editor';
import { SectionPanel } from './editors/section-panel';
import { HistoryDialog } from './history/history-dialog';
import { LOCAL_ORIGIN, useLiveDraft } from './live/use-live-draft';
import { UnsavedGuard } from './live/unsaved-guard';
import { DesignerActions } from './publish/designer-actions';
import { PublishStatus } from './publish/publish-status';
import type { PublishResult } from './publish/publishing-api';
import { AddSectionDialog } from './sections/add-section-dialog';
import { RemoveSectionDialog } from './sections/remove-section-dialog';
import { SectionsList } from './sections/sections-list';
import './editor.css';

type Mode = 'preview' | 'sections' | 'settings' | 'theme';
type Device = 'desktop' | 'mobile';

/**
 * The designer on the live document (issue 8): toolbar modes, desktop/mobile canvas, the canvas
 * with inline texts and section selection, the sections list and the selected section's panel,
 * Save Draft, History, Undo/Redo, and the connection's state. Every edit is a typed operation
 * on the tab's Y.Doc; the server stores it as an event.
 */
export function Editor({ draft, client, onPublished }: { draft: DraftWebsite; client: AuthClient; onPublished: (result: PublishResult) => void }) {
  const live = useLiveDraft(draft.id, client);
  const [mode, setMode] = useState<Mode>('sections');
  const [device, setDevice] = useState<Device>('desktop');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'history' | 'add' | 'take-control' | { remove: Section } | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const document: SiteDocument = live.document ?? draft.document;
  const ydoc = live.session?.ydoc ?? null;
  const navigate = useNavigate();
  const readOnly = live.control?.editable === false;
  const editable = (live.connection.kind === 'connected' || live.connection.kind === 'offline') && !readOnly;
  const access = useWebsiteAccess(draft.id);
  // Access removed: leave for /invite/revoked, past the unsaved-changes prompt (nothing can be saved).
  const [revoked, setRevoked] = useState(false);
  useEffect(() => {
    if (revoked) void navigate(links.inviteRevoked, { replace: true });
  }, [revoked, navigate]);
  useLiveEvents((signal) => {
    if (signal.type === 'access-revoked' && signal.websiteId === draft.id) setRevoked(true);
  });
  const handle = draft.handle ?? document.websiteSettings.handle ?? null;
  const selected = document.sections.find((section) => section.id === selectedId) ?? null;
  const edit = useSectionEditor({ ydoc, sectionId: selected?.id ?? null, editable, websiteId: draft.id });

  useEffect(() => {
    if (live.notice) setMessage({ tone: 'error', text: live.notice });
  }, [live.notice]);

  const report = (result: { ok: true } | { ok: false; reason: string }) => {
    if (!result.ok) setMessage({ tone: 'error', text: result.reason });
  };
  const setText = useCallback(
    (path: readonly string[], text: string) => {
      if (ydoc) setField(ydoc, path, text, LOCAL_ORIGIN);
    },
    [ydoc],
  );

  // The business details (Contact panel, Settings): one typed, undoable operation per edit.
  const setBusiness = useCallback<BusinessSetter>(
    (key, value) => (ydoc && editable ? setBusinessDetail(ydoc, key, value, LOCAL_ORIGIN) : NOT_EDITABLE),
    [ydoc, editable],
  );

  const undo = useCallback(() => live.session?.undoManager.undo(), [live.session]);
  const redo = useCallback(() => live.session?.undoManager.redo(), [live.session]);
  useEffect(() => {
    // Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, except inside form fields, which undo their own typing.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const save = async () => {
    setSaving(true);
    const result = await live.save();
    setSaving(false);
    setMessage(result.ok ? { tone: 'info', text: 'Draft saved' } : { tone: 'error', text: result.message });
  };

  const add = (type: SectionType) => {
    if (!ydoc) return;
    const id = crypto.randomUUID();
    const index = selected ? document.sections.indexOf(selected) + 1 : undefined;
    const result = addSection(ydoc, type, { id, index, context: { businessName: document.websiteSettings.businessName }, origin: LOCAL_ORIGIN });
    report(result);
    if (result.ok) setSelectedId(id);
    setDialog(null);
  };

  if (live.connection.kind === 'refused') {
    return (
      <PageMessage tone="error" title={live.connection.message}>
        <p>We couldn't open this website for editing.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">Your websites</Link>
        </div>
      </PageMessage>
    );
  }

  const status = live.unsaved ? <span className="status-badge status-badge--unsaved">Unsaved changes</span> : null;
  return (
    <div className="designer editor">
      <UnsavedGuard unsaved={live.unsaved && !revoked} />
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)} activationMode="manual">
        <div className="designer-bar">
          <div className="designer-bar__inner">
            <Link to={links.websites} className="designer-bar__back">
              <ArrowLeftIcon width={18} height={18} />
              <span>Your websites</span>
            </Link>
            <div className="designer-bar__title">
              <h1 className="designer-bar__name">{document.websiteSettings.businessName}</h1>
              {status ?? <PublishStatus handle={handle} draftLabel={DRAFT_LABEL} />}
            </div>
            <Tabs.List className="editor-modes" aria-label="Designer mode">
              <Tabs.Trigger value="preview" className="editor-modes__tab">Preview</Tabs.Trigger>
              <Tabs.Trigger value="sections" className="editor-modes__tab">Sections</Tabs.Trigger>
              <Tabs.Trigger value="settings" className="editor-modes__tab">Settings</Tabs.Trigger>
              <Tabs.Trigger value="theme" className="editor-modes__tab">Theme</Tabs.Trigger>
            </Tabs.List>
            <div className="designer-bar__devices" role="group" aria-label="Preview size">
              {(['desktop', 'mobile'] as const).map((option) => (
                <button key={option} type="button" className="designer-bar__device" aria-pressed={device === option} onClick={() => setDevice(option)}>
                  {option === 'desktop' ? 'Desktop' : 'Mobile'}
                </button>
              ))}
            </div>
            <div className="editor-tools" role="group" aria-label="Edit history">
              <button type="button" className="button button--secondary button--small" onClick={undo} disabled={!live.canUndo} aria-keyshortcuts="Control+Z">Undo</button>
              <button type="button" className="button button--secondary button--small" onClick={redo} disabled={!live.canRedo} aria-keyshortcuts="Control+Shift+Z">Redo</button>
              <button type="button" className="button button--secondary button--small" onClick={() => setDialog('history')}>History</button>
              <button type="button" className="button button--secondary button--small" onClick={() => void save()} disabled={saving || readOnly || live.connection.kind !== 'connected'}>
                {saving ? 'Saving…' : 'Save Draft'}
              </button>
            </div>
            <DesignerActions websiteId={draft.id} businessName={document.websiteSettings.businessName} handle={handle} samples={countSamples(document)} onPublished={onPublished} />
          </div>
          <ConnectionNotice kind={live.connection.kind} />
          {readOnly && (
            <div className="editor-control" role="status">
              <span>
                <strong>{live.control?.holder?.email ?? 'Someone else'}</strong> is editing. You are watching their changes live.
              </span>
              <button type="button" className="button button--primary button--small" onClick={() => setDialog('take-control')}>
                Take Edit Control
              </button>
            </div>
          )}
          {message && (
            <div className={`editor-message editor-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
              <span>{message.text}</span>
              <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => setMessage(null)}>✕</button>
            </div>
          )}
        </div>

        <div className={`editor__body editor__body--${mode}`}>
          <Tabs.Content value="sections" className="editor__panel" forceMount hidden={mode !== 'sections'}>
            <div className="editor__panel-head">
              <h2 className="editor__panel-title">Sections</h2>
              <button type="button" className="button button--primary button--small" onClick={() => setDialog('add')} disabled={!editable}>
                <PlusIcon width={16} height={16} /> Add section
              </button>
            </div>
            <SectionsList
              sections={document.sections}
              selectedId={selectedId}
              editable={editable}
              actions={{
                select: (id) => {
                  setSelectedId(id);
                  // The canvas shows the section chosen in the list, as page builders do.
                  window.document.getElementById(sectionAnchor(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                },
                move: (id, to) => ydoc && report(moveSection(ydoc, id, to, LOCAL_ORIGIN)),
                remove: (section) => setDialog({ remove: section }),
                duplicate: (id) => {
                  if (!ydoc) return;
                  const copy = crypto.randomUUID();
                  const result = duplicateSection(ydoc, id, copy, LOCAL_ORIGIN);
                  report(result);
                  if (result.ok) setSelectedId(copy);
                },
              }}
            />
            {selected && edit ? (
              <div className="editor__section-panel">
                <BusinessSetterContext.Provider value={setBusiness}>
                  <SectionPanel key={selected.id} section={selected} document={document} edit={edit} />
                </BusinessSetterContext.Provider>
              </div>
            ) : (
              <p className="editor__hint">Select a section on the page or in the list to edit it. Click any heading or text on the page to type over it.</p>
            )}
          </Tabs.Content>
          <Tabs.Content value="settings" className="editor__panel">
            <h2 className="editor__panel-title">Settings</h2>
            <SharingPanel websiteId={draft.id} isOwner={access.isOwner} ownerEmail={access.ownerEmail} myEmail={access.myEmail} />
            <BusinessDetailsPanel document={document} editable={editable && Boolean(live.document)} setBusiness={setBusiness} />
            <p className="editor__hint">More settings (company name, SEO, analytics, cookie banner, favicon and domain) arrive in the next update. Publishing, contact export and deleting are in the bar above.</p>
          </Tabs.Content>
          <Tabs.Content value="theme" className="editor__panel">
            <h2 className="editor__panel-title">Theme</h2>
            <p className="editor__hint">Fonts, colours and styles arrive in the next update.</p>
          </Tabs.Content>
          <Tabs.Content value="preview" className="visually-hidden">Preview of the page as visitors see it.</Tabs.Content>

          <div className={`designer__canvas designer__canvas--${device}`}>
            <div className="designer__frame">
              {!live.document && (
                <div className="editor__syncing" role="status"><Spinner size={18} /> Connecting to your draft…</div>
              )}
              <EditCanvas
                document={document}
                label={`Preview of ${document.websiteSettings.businessName}`}
                selectedId={mode === 'preview' ? null : selectedId}
                editable={editable && mode !== 'preview' && Boolean(live.document)}
                onSelect={(id) => {
                  if (mode === 'preview') return;
                  setSelectedId(id);
                  setMode('sections');
                }}
                setText={setText}
              />
            </div>
          </div>
        </div>
      </Tabs.Root>

      {dialog === 'take-control' && (
        <TakeControlDialog websiteId={draft.id} holderEmail={live.control?.holder?.email ?? null} onClose={() => setDialog(null)} />
      )}
      {dialog === 'history' && <HistoryDialog websiteId={draft.id} editable={editable} onClose={() => setDialog(null)} />}
      {dialog === 'add' && <AddSectionDialog sections={document.sections} onAdd={add} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && (
        <RemoveSectionDialog
          section={dialog.remove}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            if (ydoc) report(removeSection(ydoc, dialog.remove.id, LOCAL_ORIGIN));
            if (selectedId === dialog.remove.id) setSelectedId(null);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

function ConnectionNotice({ kind }: { kind: 'connecting' | 'connected' | 'offline' }) {
  if (kind === 'connected') return null;
  return (
    <div className={`editor-connection editor-connection--${kind}`} role="status">
      {kind === 'offline' ? 'Offline — your edits are kept and sent when the connection is back. Reconnecting…' : 'Connecting…'}
    </div>
  );
}
