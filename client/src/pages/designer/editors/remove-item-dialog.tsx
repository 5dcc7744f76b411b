import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { OperationResult } from '@frontdoor/shared';
import { useRef, useState } from 'react';
import { TrashIcon } from '../../../components/icons';
import '../../../components/dialog.css';

/**
 * 'Remove review 2' with its confirmation (an alert dialog: removing is easy to do by mistake
 * in a narrow panel). A refusal is shown in the dialog, which then stays open.
 */
export function RemoveItemDialog({ name, title, disabled, onConfirm }: {
  /** 'review 2': used in the button's accessible name and the question. */
  name: string;
  /** The item's title, quoted in the question so the right one is removed. */
  title: string;
  disabled: boolean;
  onConfirm: () => OperationResult;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After a removal the trigger is gone: the list moves focus itself, so Radix must not.
  const removed = useRef(false);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <AlertDialog.Trigger asChild>
        <button type="button" className="item-list__icon-button item-list__icon-button--danger" aria-label={`Remove ${name}`} disabled={disabled} data-action="remove">
          <TrashIcon width={18} height={18} />
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="editor-alert__overlay" />
        <AlertDialog.Content
          className="dialog editor-alert"
          onCloseAutoFocus={(event) => {
            if (removed.current) event.preventDefault();
          }}
        >
          <div className="dialog__content">
            <AlertDialog.Title className="dialog__title">Remove {name}?</AlertDialog.Title>
            <AlertDialog.Description className="dialog__text">
              {title ? <>“{title}” will be removed from the page.</> : <>It will be removed from the page.</>}
            </AlertDialog.Description>
            {error && <p className="field-error editor-alert__error" role="alert">{error}</p>}
            <div className="editor-alert__actions">
              <AlertDialog.Cancel className="button button--secondary button--small">Cancel</AlertDialog.Cancel>
              <button
                type="button"
                className="button button--danger button--small"
                onClick={() => {
                  const result = onConfirm();
                  if (!result.ok) {
                    setError(result.reason);
                    return;
                  }
                  removed.current = true;
                  setOpen(false);
                }}
              >
                Remove
              </button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
