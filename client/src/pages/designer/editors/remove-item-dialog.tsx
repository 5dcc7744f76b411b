import type { OperationResult } from '@frontdoor/shared';
import { useState } from 'react';
import { TrashIcon } from '../../../components/icons';
import { AlertDialog, CloseDialogButton } from '../../../components/ui/dialog';

/**
 * 'Remove review 2' with its confirmation (an alert dialog: removing is easy to do by mistake
 * in a narrow panel). A refusal is shown in the dialog, which then stays open. After a removal
 * the button is gone with its item, and the list moves focus itself.
 */
export function RemoveItemDialog({
  name,
  title,
  disabled,
  onConfirm,
}: {
  /** 'review 2': used in the button's accessible name and the question. */
  name: string;
  /** The item's title, quoted in the question so the right one is removed. */
  title: string;
  disabled: boolean;
  onConfirm: () => OperationResult;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <button
        type="button"
        className="item-list__icon-button item-list__icon-button--danger"
        aria-label={`Remove ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        data-action="remove"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <TrashIcon width={18} height={18} />
      </button>
      <AlertDialog
        open={open}
        className="editor-alert"
        closeButton={false}
        title={`Remove ${name}?`}
        description={title ? <>“{title}” will be removed from the page.</> : <>It will be removed from the page.</>}
        onClose={() => setOpen(false)}
      >
        {error && (
          <p className="field-error dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <CloseDialogButton className="button button--secondary button--small" autoFocus>
            Cancel
          </CloseDialogButton>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => {
              const result = onConfirm();
              if (!result.ok) setError(result.reason);
              else setOpen(false);
            }}
          >
            Remove
          </button>
        </div>
      </AlertDialog>
    </>
  );
}
