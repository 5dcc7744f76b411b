import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';
import '../../components/dialog.css';

type Props = {
  title: string;
  /** A decorative mark above the title. */
  icon?: ReactNode;
  /** The explanation, read out with the title when the dialog opens. */
  children: ReactNode;
  /** The buttons under it. */
  actions: ReactNode;
  onClose: () => void;
};

/**
 * A modal dialog, mounted open. The native <dialog> gives the focus trap, Escape and the inert
 * page behind it; focus starts on the element marked data-autofocus (the main action).
 */
export function Modal({ title, icon, children, actions, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close();
      }}
    >
      <div className="dialog__content">
        <div className="dialog__header modal__header">
          {icon && <span className="modal__icon" aria-hidden="true">{icon}</span>}
          <button type="button" className="icon-button modal__close" aria-label="Close" onClick={() => ref.current?.close()}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <h2 id={titleId} className="dialog__title modal__title">{title}</h2>
        <div id={bodyId} className="modal__body">{children}</div>
        <div className="modal__actions">{actions}</div>
      </div>
    </dialog>
  );
}
