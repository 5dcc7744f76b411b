import { SECTION_DEFINITIONS, canAddSection, type Section, type SectionType } from '@frontdoor/shared';
import { Dialog } from '../../../components/ui/dialog';

/** 'Add a section': every type of the section definitions, unavailable ones saying why. */
export function AddSectionDialog({ sections, onAdd, onClose }: { sections: Section[]; onAdd: (type: SectionType) => void; onClose: () => void }) {
  const choices = SECTION_DEFINITIONS.filter((definition) => definition.type !== 'Header' && definition.type !== 'Footer');
  return (
    <Dialog title="Add a section" onClose={onClose} className="add-section-dialog">
      <ul className="add-section-dialog__list">
        {choices.map((definition) => {
          const allowed = canAddSection(sections, definition.type);
          const reason = definition.disabled ? 'Not available yet' : `At most ${definition.maxCount} on a page`;
          return (
            <li key={definition.type}>
              <button
                type="button"
                className="add-section-dialog__choice"
                disabled={!allowed}
                aria-describedby={allowed ? undefined : `why-${definition.type}`}
                onClick={() => onAdd(definition.type)}
              >
                <span className="add-section-dialog__title">{definition.title}</span>
                {!allowed && (
                  <span id={`why-${definition.type}`} className="add-section-dialog__why">
                    {reason}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
