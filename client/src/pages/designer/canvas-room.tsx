import type { Ref } from 'react';
import type { SiteDocument } from '@frontdoor/shared';
import { Spinner } from '../../components/spinner';
import { EditCanvas, type EditCanvasHandle } from './canvas/edit-canvas';
import type { InlineEditing } from './canvas/inline-text';
import type { Device } from './editor-toolbar';
import type { WatchedEditor } from './live/use-whereabouts';

type Props = {
  /** The canvas's own handle (scrollToSection), for the room that wants a section shown. */
  ref?: Ref<EditCanvasHandle>;
  document: SiteDocument;
  device: Device;
  /** False until the live document has arrived (the draft as loaded is shown meanwhile). */
  synced: boolean;
  /** Preview mode: nothing selected or editable, clicks do not select. */
  preview: boolean;
  selectedId: string | null;
  editable: boolean;
  onSelect: (sectionId: string) => void;
  setText: InlineEditing['setText'];
  /** Where the editor works, marked for a watcher (issue 37). */
  watched: WatchedEditor | null;
};

/** The canvas room: the page at desktop or phone width, drawn by the shared renderer. */
export function CanvasRoom({ ref, document, device, synced, preview, selectedId, editable, onSelect, setText, watched }: Props) {
  return (
    <div className={`designer__canvas designer__canvas--${device}`}>
      <div className="designer__frame">
        {!synced && (
          <div className="editor__syncing" role="status">
            <Spinner size={18} /> Connecting to your draft…
          </div>
        )}
        <EditCanvas
          ref={ref}
          document={document}
          label={`Preview of ${document.websiteSettings.businessName}`}
          selectedId={preview ? null : selectedId}
          editable={editable && !preview && synced}
          onSelect={(id) => {
            if (!preview) onSelect(id);
          }}
          setText={setText}
          watched={preview ? null : watched}
        />
      </div>
    </div>
  );
}
