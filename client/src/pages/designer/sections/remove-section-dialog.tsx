import { SECTION_DEFINITION_BY_TYPE, type Section } from '@frontdoor/shared';
import { AlertDialog, CloseDialogButton } from '../../../components/ui/dialog';

/** Confirms removing a section (it can be brought back with Undo or from History). */
export function RemoveSectionDialog({ section, onConfirm, onClose }: { section: Section; onConfirm: () => void; onClose: () => void }) {
  const title = SECTION_DEFINITION_BY_TYPE[section.type].title;
  return (
    <AlertDialog title={`Remove the ${title} section?`} description="Its content goes with it. You can bring it back with Undo." onClose={onClose}>
      <div className="dialog__actions">
        <CloseDialogButton autoFocus>Cancel</CloseDialogButton>
        <button type="button" className="button button--danger" onClick={onConfirm}>Remove section</button>
      </div>
    </AlertDialog>
  );
}
