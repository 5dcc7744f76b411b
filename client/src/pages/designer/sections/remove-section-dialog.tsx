import { SECTION_DEFINITION_BY_TYPE, type Section } from '@frontdoor/shared';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';

/** Confirms removing a section (it can be brought back with Undo or from History). */
export function RemoveSectionDialog({ section, onConfirm, onClose }: { section: Section; onConfirm: () => void; onClose: () => void }) {
  const title = SECTION_DEFINITION_BY_TYPE[section.type].title;
  return (
    <AlertDialog title={`Remove the ${title} section?`} description="Its content goes with it. You can bring it back with Undo." onClose={onClose}>
      <ConfirmActions label="Remove section" onConfirm={onConfirm} />
    </AlertDialog>
  );
}
