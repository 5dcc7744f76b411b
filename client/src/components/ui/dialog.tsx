import * as RadixAlert from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { BusyButton } from '../busy-button';
import { CloseIcon } from '../icons';
import './dialog.css';

export type DialogProps = {
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Open or not; a dialog mounted only while it is open leaves it out. */
  open?: boolean;
  /** While true, Escape, a click outside and the close buttons leave the dialog open (a request is under way). */
  busy?: boolean;
  /** Changes when the dialog shows a new screen, moving focus to it (see `focusStart`). */
  screen?: string;
  className?: string;
  /** A button before the title (Back). */
  back?: ReactNode;
  /** A decorative mark above the title. */
  mark?: ReactNode;
  /** The ✕ button in the corner (default: shown). */
  closeButton?: boolean;
  onClose: () => void;
};

const CloseContext = createContext<() => void>(() => {});

/** A button that closes the surrounding dialog (unless it is busy), so focus returns to its opener. */
export function CloseDialogButton({
  children,
  className = 'button button--secondary',
  disabled,
  autoFocus,
}: {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Takes the focus when its screen opens. */
  autoFocus?: boolean;
}) {
  const close = useContext(CloseContext);
  return (
    <button type="button" className={className} disabled={disabled} onClick={close} data-autofocus={autoFocus || undefined}>
      {children}
    </button>
  );
}

/** Where a screen starts: the element marked data-autofocus, else the first field, else the title. */
function focusStart(content: HTMLElement | null) {
  const target =
    content?.querySelector<HTMLElement>('[data-autofocus]') ??
    content?.querySelector<HTMLElement>('input:not([readonly]):not([disabled])') ??
    content?.querySelector<HTMLElement>('.dialog__title');
  target?.focus();
}

type Parts = typeof RadixDialog | typeof RadixAlert;

function DialogFrame({
  parts,
  title,
  description,
  children,
  open = true,
  busy = false,
  screen = '',
  className = '',
  back,
  mark,
  closeButton = true,
  onClose,
}: DialogProps & { parts: Parts }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  useEffect(() => {
    if (contentRef.current) focusStart(contentRef.current);
  }, [screen]);

  // Radix gives the focus trap, Escape, the inert page behind and the aria wiring. Its Overlay is
  // not used: it injects an inline <style> (scroll lock) that the app's CSP refuses, and the
  // native dialogs this replaces did not lock the page's scroll either.
  const { Root, Portal, Content, Title, Description } = parts;
  const heading = (
    <Title className="dialog__title" tabIndex={-1}>
      {title}
    </Title>
  );
  return (
    <Root open={open} onOpenChange={(next) => !next && close()}>
      <Portal>
        <div className="dialog-overlay" />
        <Content
          ref={contentRef}
          className={`dialog ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement as HTMLElement | null;
            focusStart(contentRef.current);
          }}
          onCloseAutoFocus={(event) => {
            // Back to what opened it (there is no Radix Trigger: dialogs open from menus and code
            // too), unless the page has already put the focus somewhere else.
            event.preventDefault();
            const active = document.activeElement;
            if ((!active || active === document.body) && opener.current?.isConnected) opener.current.focus();
          }}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <CloseContext.Provider value={close}>
            <div className="dialog__content">
              <div className="dialog__header">
                {mark ? (
                  <span className="dialog__mark" aria-hidden="true">
                    {mark}
                  </span>
                ) : (
                  back
                )}
                {!mark && heading}
                {closeButton && (
                  <button type="button" className="icon-button dialog__close" aria-label="Close" disabled={busy} onClick={close}>
                    <CloseIcon width={20} height={20} />
                  </button>
                )}
              </div>
              {mark && heading}
              {description && (
                <Description asChild>
                  <div className="dialog__description">{description}</div>
                </Description>
              )}
              {children}
            </div>
          </CloseContext.Provider>
        </Content>
      </Portal>
    </Root>
  );
}

/** A modal dialog (Radix Dialog): a title, an optional description, and what it asks or shows. */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} parts={RadixDialog} />;
}

/**
 * A confirmation of something that cannot be undone (Radix AlertDialog, role alertdialog): a
 * click outside does not close it, and focus starts on the safe choice (mark it autoFocus).
 */
export function AlertDialog(props: DialogProps) {
  return <DialogFrame {...props} parts={RadixAlert} />;
}

/**
 * How an alert dialog ends: Cancel, which has the focus, an optional second way on
 * (`alternative`), and the action, busy while it runs.
 */
export function ConfirmActions({
  label,
  busyLabel,
  busy = false,
  tone = 'danger',
  cancel = 'Cancel',
  alternative,
  onConfirm,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  cancel?: string;
  alternative?: { label: string; onSelect: () => void };
  onConfirm: () => void;
}) {
  return (
    <div className="dialog__actions">
      <CloseDialogButton disabled={busy} autoFocus>
        {cancel}
      </CloseDialogButton>
      {alternative && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={alternative.onSelect}>
          {alternative.label}
        </button>
      )}
      <BusyButton className={`button button--${tone}`} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
        {label}
      </BusyButton>
    </div>
  );
}
