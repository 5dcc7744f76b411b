import { useId, type ReactNode } from 'react';
import type { LeftOutSamples } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { ArrowLeftIcon, SparklesIcon } from '../../components/icons';
import { Tab, TabList } from '../../components/ui/tabs';
import { DRAFT_LABEL } from '../../components/status-labels';
import { whyDisabled } from './live/read-only-reason';
import { SaveIndicator } from './live/save-indicator';
import { DesignerActions } from './publish/designer-actions';
import { PublishStatus } from './publish/publish-status';
import { DesktopIcon, HistoryIcon, MobileIcon, RedoIcon, SaveIcon, UndoIcon } from './toolbar-icons';
import { useMediaQuery } from './use-media-query';
import type { PublishResult } from '../../features/websites/publishing-api';

export type Mode = 'preview' | 'sections' | 'settings' | 'theme' | 'assistant';
export type Device = 'desktop' | 'mobile';
export type EditorMessage = { tone: 'error' | 'info'; text: string };

type Props = {
  websiteId: string;
  businessName: string;
  handle: string | null;
  samples: LeftOutSamples;
  /** The live draft differs from the last saved version (Save Draft marks it). */
  unsaved: boolean;
  /** The live draft differs from what was last published. */
  unpublished: boolean;
  /** This tab's edits are on their way to the server. */
  sending: boolean;
  /** This tab watches someone else edit: every editing control is turned off. */
  readOnly: boolean;
  /** The owner may invite editors from Share (spec §6). */
  isOwner: boolean;
  device: Device;
  onDevice: (device: Device) => void;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean; open: () => void };
  save: { run: () => void; saving: boolean; disabled: boolean };
  connection: 'connecting' | 'connected' | 'offline';
  /** The edit-control line (EditControlBar): who edits, who watches, requests. */
  editControl: ReactNode;
  message: EditorMessage | null;
  onDismissMessage: () => void;
  onPublished: (result: PublishResult) => void;
};

/** Below this width the bar moves preview size and History into More, and shows icons without words. */
const NARROW = '(max-width: 1099px)';
const DEVICE_LABEL = { desktop: 'Desktop preview', mobile: 'Mobile preview' } as const;

/** What Save Draft's mark says: the draft has changes that no saved version holds yet. */
export const UNSAVED_HINT = 'Changes not in a saved version yet';

/**
 * The designer bar, one row from 1,250 px up (two below: the name, state and publishing actions
 * over the modes and tools): back to the websites, the name and publish state,
 * the modes (tabs of the surrounding Tabs), preview size, edit history, Save Draft and the
 * publishing actions (what does not fit a narrow window is in More), with the connection,
 * edit-control and message lines under it.
 */
export function EditorToolbar({
  websiteId,
  businessName,
  handle,
  samples,
  unsaved,
  unpublished,
  sending,
  readOnly,
  isOwner,
  device,
  onDevice,
  history,
  save,
  connection,
  editControl,
  message,
  onDismissMessage,
  onPublished,
}: Props) {
  const unsavedId = useId();
  // A narrow window (tablets, 768 to 1099 px) keeps the bar one row: preview size and History go into More.
  const narrow = useMediaQuery(NARROW);
  const other = device === 'desktop' ? 'mobile' : 'desktop';
  return (
    <div className="designer-bar">
      <div className="designer-bar__inner">
        <Link to={links.websites} className="designer-bar__back" title="Your websites">
          <ArrowLeftIcon width={18} height={18} />
          <span className="designer-bar__label">Your websites</span>
        </Link>
        <div className="designer-bar__title">
          {/* Saving…/Saved beside the name, so the state under it always has its whole line (issue 37). */}
          <div className="designer-bar__name-row">
            <h1 className="designer-bar__name" title={businessName}>
              {businessName}
            </h1>
            <SaveIndicator busy={sending || save.saving} />
          </div>
          <div className="designer-bar__state">
            <PublishStatus handle={handle} draftLabel={DRAFT_LABEL} unpublished={unpublished} />
          </div>
        </div>
        <TabList aria-label="Designer mode" className="designer-bar__modes">
          <Tab value="preview">Preview</Tab>
          <Tab value="sections">Sections</Tab>
          <Tab value="settings">Settings</Tab>
          <Tab value="theme">Theme</Tab>
          {/* Below 1,600 px the bar has room for its icon only; its name stays for screen readers and as its tooltip. */}
          <Tab value="assistant" title="Assistant" className="designer-bar__assistant">
            <SparklesIcon width={16} height={16} aria-hidden="true" />
            <span className="designer-bar__assistant-label">Assistant</span>
          </Tab>
        </TabList>
        {!narrow && (
          <div className="segmented designer-bar__devices" role="group" aria-label="Preview size">
            {(['desktop', 'mobile'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="segmented__option"
                aria-pressed={device === option}
                aria-label={option === 'desktop' ? 'Desktop' : 'Mobile'}
                title={DEVICE_LABEL[option]}
                onClick={() => onDevice(option)}
              >
                {option === 'desktop' ? <DesktopIcon /> : <MobileIcon />}
              </button>
            ))}
          </div>
        )}
        <div className="editor-tools" role="group" aria-label="Edit history">
          <button
            type="button"
            className="button button--secondary button--small button--icon"
            onClick={history.undo}
            disabled={readOnly || !history.canUndo}
            aria-describedby={whyDisabled(!readOnly)}
            aria-keyshortcuts="Control+Z"
            aria-label="Undo"
            title="Undo"
          >
            <UndoIcon />
          </button>
          <button
            type="button"
            className="button button--secondary button--small button--icon"
            onClick={history.redo}
            disabled={readOnly || !history.canRedo}
            aria-describedby={whyDisabled(!readOnly)}
            aria-keyshortcuts="Control+Shift+Z"
            aria-label="Redo"
            title="Redo"
          >
            <RedoIcon />
          </button>
          {!narrow && (
            <button type="button" className="button button--secondary button--small designer-bar__history" onClick={history.open} title="History">
              <HistoryIcon />
              <span className="designer-bar__label">History</span>
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small save-draft"
            onClick={save.run}
            disabled={save.disabled}
            aria-describedby={readOnly ? whyDisabled(false) : unsaved ? unsavedId : undefined}
            title={unsaved && !readOnly ? UNSAVED_HINT : 'Save Draft'}
          >
            <SaveIcon />
            <span className="designer-bar__label">{save.saving ? 'Saving…' : 'Save Draft'}</span>
            {unsaved && !readOnly && <span className="save-draft__mark" aria-hidden="true" />}
          </button>
          <span id={unsavedId} hidden>
            {UNSAVED_HINT}
          </span>
        </div>
        <DesignerActions
          websiteId={websiteId}
          businessName={businessName}
          handle={handle}
          samples={samples}
          isOwner={isOwner}
          readOnly={readOnly}
          onPublished={onPublished}
          overflow={
            narrow
              ? [
                  { label: DEVICE_LABEL[other], icon: other === 'desktop' ? <DesktopIcon /> : <MobileIcon />, onSelect: () => onDevice(other) },
                  { label: 'History', icon: <HistoryIcon />, onSelect: history.open },
                ]
              : undefined
          }
        />
      </div>
      <ConnectionNotice kind={connection} />
      {editControl}
      {message && (
        <div className={`editor-message editor-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          <span>{message.text}</span>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismissMessage}>
            ✕
          </button>
        </div>
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
