import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useClosedOnNewPage } from './deferred';
import './popover.css';
import './menu.css';

/** A menu item: a link to a page, or an action. */
export type MenuItem = { label: string; icon: ReactNode; tone?: 'danger' } & ({ to: string; state?: unknown } | { onSelect: () => void });

/** How a deferred menu (ui/deferred-menu) was asked to open before its code was here. */
export type MenuOpening = 'pointer' | 'first' | 'last';

export type MenuProps = {
  /** The menu's accessible name. */
  label: string;
  /** The menu button's content; its props (class, aria-label, data-*) in `buttonProps`. */
  button: ReactNode;
  buttonProps?: ComponentPropsWithoutRef<'button'> & Record<`data-${string}`, unknown>;
  /** Shown above the items (not an item). */
  header?: ReactNode;
  /** Items in groups, separated by a line. */
  groups: MenuItem[][];
  className?: string;
  /** Open at once, as its stand-in button was asked to (ui/deferred-menu). */
  opening?: MenuOpening;
};

/**
 * An ARIA menu button (Radix DropdownMenu, not modal): Enter, Space or ArrowDown open it on its
 * first item, ArrowUp on its last, the arrows, Home/End and type-ahead move, Escape closes it and returns focus to
 * the button, a click elsewhere closes it. An action runs once focus is back on the button, so
 * a dialog it opens returns focus there when it closes.
 */
export function Menu({ label, button, buttonProps, header, groups, className = '', opening }: MenuProps) {
  const [open, setOpen] = useState(opening !== undefined);
  const chosen = useRef<MenuItem | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useClosedOnNewPage(() => setOpen(false));
  // Opened from the stand-in's keyboard: focus on the first or last item, as Radix would (once).
  const pendingOpening = useRef(opening === 'first' || opening === 'last' ? opening : undefined);

  return (
    <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixMenu.Trigger
        ref={triggerRef}
        {...buttonProps}
        onKeyDown={(event) => {
          // ArrowUp opens on the last item (Radix opens on the first with Enter, Space or ArrowDown).
          if (event.key !== 'ArrowUp') return;
          event.preventDefault();
          flushSync(() => setOpen(true)); // Radix draws the items and focuses the first one now
          const items = contentRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
          items?.[items.length - 1]?.focus();
        }}
      >
        {button}
      </RadixMenu.Trigger>
      <RadixMenu.Content
        ref={contentRef}
        className={`popover menu ${className}`}
        align="end"
        sideOffset={8}
        collisionPadding={16}
        aria-label={label}
        aria-labelledby={undefined}
        onFocus={(event) => {
          // Radix focuses the menu itself when it opens (its first item only when a key opened it).
          const which = pendingOpening.current;
          pendingOpening.current = undefined;
          if (!which || event.target !== event.currentTarget) return;
          const items = contentRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
          items?.[which === 'first' ? 0 : items.length - 1]?.focus();
        }}
        onCloseAutoFocus={(event) => {
          const item = chosen.current;
          chosen.current = null;
          if (!item) return; // Escape or a click elsewhere: Radix returns focus to the button
          event.preventDefault();
          if ('to' in item) return; // a link: the next page has the focus
          triggerRef.current?.focus();
          item.onSelect();
        }}
      >
        {header}
        {groups.map((group, index) => (
          <RadixMenu.Group key={index} className="menu__group">
            {group.map((item) => (
              <RadixMenu.Item key={item.label} asChild onSelect={() => (chosen.current = item)}>
                {'to' in item ? (
                  <Link to={item.to} state={item.state} className={itemClass(item)}>
                    {item.icon}
                    {item.label}
                  </Link>
                ) : (
                  <button type="button" className={itemClass(item)}>
                    {item.icon}
                    {item.label}
                  </button>
                )}
              </RadixMenu.Item>
            ))}
          </RadixMenu.Group>
        ))}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}

const itemClass = (item: MenuItem) => `menu__item${item.tone === 'danger' ? ' menu__item--danger' : ''}`;
