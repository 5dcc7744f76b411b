import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';
import '../../../components/dialog.css';
import './publish.css';

type Props = {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** While true, Escape, the backdrop and the close button leave the dialog open (a request is under way). */
  busy?: boolean;
  /** 'alertdialog' for confirmations of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Changes when the dialog shows a new screen (the success state), moving focus to it. */
  screen?: string;
  className?: string;
  onClose: () => void;
};

const CloseContext = createContext<() => void>(() => {});

/** A button that closes the surrounding DesignerDialog the native way, so focus returns to its opener. */
export function CloseDialogButton({ children, className = 'button button--secondary', disabled, autoFocus }: {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Takes the focus when its screen opens (see DesignerDialog). */
  autoFocus?: boolean;
}) {
  const close = useContext(CloseContext);
  return (
    <button type="button" className={className} disabled={disabled} onClick={close} data-autofocus={autoFocus || undefined}>
      {children}
    </button>
  );
}

/**
 * A designer modal, mounted open. The native <dialog> gives the focus trap, Escape and the inert
 * page behind it, and returns focus to the button that opened it. Each screen starts with focus
 * on its element marked data-autofocus, else on its first field, else on its title.
 */
export function DesignerDialog({ title, description, children, busy = false, role = 'dialog', screen = '', className = '', onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const content = contentRef.current;
    const target =
      content?.querySelector<HTMLElement>('[data-autofocus]') ??
      content?.querySelector<HTMLElement>('input:not([readonly]):not([disabled])') ??
      titleRef.current;
    target?.focus();
  }, [screen]);

  const close = () => {
    if (!busy) ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog designer-dialog ${className}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        if (busy) event.preventDefault(); // let the request finish first
      }}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) close();
      }}
    >
      <CloseContext.Provider value={close}>
        <div className="dialog__content" ref={contentRef}>
          <div className="dialog__header">
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="dialog__title">{title}</h2>
            <button type="button" className="icon-button" aria-label="Close" disabled={busy} onClick={close}>
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          {description && <div id={descriptionId} className="designer-dialog__description">{description}</div>}
          {children}
        </div>
      </CloseContext.Provider>
    </dialog>
  );
}
