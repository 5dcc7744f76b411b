import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MoreIcon } from './publish-icons';

export type MenuAction = { label: string; icon: ReactNode; onSelect: () => void; tone?: 'danger' };

/**
 * The designer's 'More actions' menu, an ARIA menu button like the user menu: Enter, Space or
 * the arrow keys open it, the arrows and Home/End move, Escape closes it and returns focus to the
 * button, Tab or a click elsewhere closes it. Choosing an item returns focus to the button first,
 * so a dialog it opens gives focus back there when it closes.
 */
export function ActionsMenu({ actions }: { actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) return;
    event.preventDefault();
    flushSync(() => setOpen(true)); // render the items now so one can take focus
    focusItem(event.key === 'ArrowUp' ? -1 : 0);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="actions-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small actions-menu__button"
        aria-label="More actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <MoreIcon width={20} height={20} />
      </button>
      <div id={menuId} className="actions-menu__panel" data-open={open} role="menu" aria-label="More actions" onKeyDown={onMenuKeyDown}>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`actions-menu__item ${action.tone === 'danger' ? 'actions-menu__item--danger' : ''}`}
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
              action.onSelect();
            }}
          >
            {action.icon}
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
