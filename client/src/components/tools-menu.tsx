import type { KeyboardEvent } from 'react';
import { ToolsButtonLabel } from './tools-button-label';
import { deferred, useDeferredOpening } from './ui/deferred';
import type { PopoverOpening } from './ui/popover';
import './ui/popover.css';

const panel = deferred(() => import('./tools-menu-panel'));

/**
 * The navbar's 'Tools' button (tools-menu-panel): a marketing page's first load carries only the
 * button, the same to see and to a screen reader; the panel's code loads on hover or focus and
 * the panel opens on a click or an arrow key as it would have.
 */
export function ToolsMenu() {
  const { module, opening, open, preload } = useDeferredOpening<typeof import('./tools-menu-panel'), PopoverOpening>(panel);
  if (module) return <module.ToolsMenuPanel opening={opening} />;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open('arrow');
  };
  return (
    <button
      type="button"
      className="nav-link tools-menu__button"
      aria-haspopup="dialog"
      aria-expanded={opening !== undefined}
      data-state={opening !== undefined ? 'open' : 'closed'}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open('button')}
      onKeyDown={onKeyDown}
    >
      <ToolsButtonLabel />
    </button>
  );
}
