import { SECTION_DEFINITIONS, canAddSection, type Section, type SectionType } from '@frontdoor/shared';
import { Dialog } from '../../../components/ui/dialog';

/**
 * 'Add a section': every type of the section definitions, named by its title and described in
 * its sentence (SECTION_REGISTRY), unavailable ones saying why.
 */
export function AddSectionDialog({ sections, onAdd, onClose }: { sections: Section[]; onAdd: (type: SectionType) => void; onClose: () => void }) {
  const choices = SECTION_DEFINITIONS.filter((definition) => !definition.pinned);
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
                aria-labelledby={`title-${definition.type}`}
                aria-describedby={allowed ? `about-${definition.type}` : `about-${definition.type} why-${definition.type}`}
                onClick={() => onAdd(definition.type)}
              >
                <span id={`title-${definition.type}`} className="add-section-dialog__title">
                  {definition.title}
                </span>
                <span id={`about-${definition.type}`} className="add-section-dialog__about">
                  {definition.description}
                </span>
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
