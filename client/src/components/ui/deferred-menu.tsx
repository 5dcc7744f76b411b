import type { KeyboardEvent } from 'react';
import type { MenuOpening, MenuProps } from './menu';
import { deferred, useDeferredOpening } from './deferred';
import './popover.css';
import './menu.css';

const menu = deferred(() => import('./menu'));

/** Loads the menu's code ahead of a first open (the designer does, once the canvas is editable). */
export const preloadMenu = menu.preload;

/**
 * An ARIA menu button (ui/menu) whose code loads on first use: until then its button alone, the
 * same to see and to a screen reader, which loads the menu on hover or focus and opens it on a
 * click or an arrow key as the menu would (Enter, Space and ArrowDown on the first item, ArrowUp
 * on the last).
 */
export function DeferredMenu(props: MenuProps) {
  const { module, opening, open, preload } = useDeferredOpening<typeof import('./menu'), MenuOpening>(menu);
  if (module) return <module.Menu {...props} opening={opening} />;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={opening !== undefined}
      data-state={opening !== undefined ? 'open' : 'closed'}
      {...props.buttonProps}
      onPointerEnter={preload}
      onFocus={preload}
      // A click by keyboard (Enter, Space) has no pointer position: the menu opens on its first item.
      onClick={(event) => open(event.detail === 0 ? 'first' : 'pointer')}
      onKeyDown={onKeyDown}
    >
      {props.button}
    </button>
  );
}
