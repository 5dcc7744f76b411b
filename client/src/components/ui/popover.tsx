import * as RadixPopover from '@radix-ui/react-popover';
import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode } from 'react';
import { useClosedOnNewPage } from './deferred';
import './popover.css';

/** How a deferred popover's stand-in button was asked to open (a click, or an arrow key). */
export type PopoverOpening = 'button' | 'arrow';

type Props = {
  /** The button's content; its props (class, label) in `buttonProps`. */
  button: ReactNode;
  buttonProps?: ComponentPropsWithoutRef<'button'>;
  children: ReactNode;
  className?: string;
  align?: 'start' | 'center' | 'end';
  /** Open at once, as its stand-in button was asked to (a deferred popover, see tools-menu). */
  opening?: PopoverOpening;
};

/**
 * A button that shows a panel beside it (Radix Popover, not modal): Escape or a click elsewhere
 * closes it and focus goes back to the button; it closes when the page changes. Opened with
 * Enter, Space or a click, focus stays on the button and Tab enters the panel; opened with an
 * arrow key, focus goes to the panel's first link.
 */
export function Popover({ button, buttonProps, children, className = '', align = 'start', opening }: Props) {
  const [open, setOpen] = useState(false);
  const byArrow = useRef(opening === 'arrow');
  const trigger = useRef<HTMLButtonElement>(null);
  useClosedOnNewPage(() => setOpen(false));
  // Asked to open by its stand-in: focus goes to this button first (where it was), then the panel
  // opens as it would from here, so Escape brings focus back to the button.
  useLayoutEffect(() => {
    if (!opening) return;
    trigger.current?.focus();
    setOpen(true);
  }, [opening]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    byArrow.current = true;
    setOpen(true);
  };

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger ref={trigger} {...buttonProps} onKeyDown={onKeyDown}>
        {button}
      </RadixPopover.Trigger>
      <RadixPopover.Content
        className={`popover ${className}`}
        align={align}
        sideOffset={8}
        collisionPadding={16}
        onOpenAutoFocus={(event) => {
          if (!byArrow.current) event.preventDefault();
          byArrow.current = false;
        }}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
