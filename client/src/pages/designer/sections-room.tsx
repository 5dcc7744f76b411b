import type { Section, SiteDocument } from '@frontdoor/shared';
import { Suspense } from 'react';
import { TabPanel } from '../../components/ui/tabs';
import { PlusIcon } from '../../components/icons';
import type { SectionEditor } from './editing/section-editor';
import { BusinessSetterContext, type BusinessSetter } from './settings/business-setter';
import { whyDisabled } from './live/read-only-reason';
import { LazySectionPanel, PanelLoading } from './lazy-parts';
import type { SectionActions } from './sections/section-row';
import { SectionsList } from './sections/sections-list';
import type { WatchedEditor } from './live/use-whereabouts';

type Props = {
  /** True while the Sections mode is shown (the room stays mounted, so its panel keeps its state). */
  shown: boolean;
  document: SiteDocument;
  selected: Section | null;
  edit: SectionEditor | null;
  editable: boolean;
  setBusiness: BusinessSetter;
  onAdd: () => void;
  actions: SectionActions;
  /** Where the editor works, marked in the list for a watcher (issue 37). */
  watched: WatchedEditor | null;
};

/**
 * The sections room (the Sections tab): the page's sections in order with their tools, and the
 * selected section's panel. It edits through `actions` and `edit`; it never touches the canvas.
 */
export function SectionsRoom({ shown, document, selected, edit, editable, setBusiness, onAdd, actions, watched }: Props) {
  return (
    <TabPanel value="sections" className="editor__panel" forceMount hidden={!shown}>
      <div className="editor__panel-head">
        <h2 className="editor__panel-title">Sections</h2>
        <button type="button" className="button button--primary button--small" onClick={onAdd} disabled={!editable} aria-describedby={whyDisabled(editable)}>
          <PlusIcon width={16} height={16} /> Add section
        </button>
      </div>
      <SectionsList sections={document.sections} selectedId={selected?.id ?? null} editable={editable} actions={actions} watched={watched} />
      {selected && edit ? (
        <div className="editor__section-panel">
          <BusinessSetterContext.Provider value={setBusiness}>
            <Suspense fallback={<PanelLoading />}>
              <LazySectionPanel key={selected.id} section={selected} document={document} edit={edit} />
            </Suspense>
          </BusinessSetterContext.Provider>
        </div>
      ) : (
        <p className="editor__hint">
          Select a section on the page or in the list to edit it. Click a heading or a text on the page to type over it; names, questions, captions and contact details
          are edited in the section’s panel.
        </p>
      )}
    </TabPanel>
  );
}
