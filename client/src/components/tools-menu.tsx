import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { tools } from '../app/site-links';
import { ChevronDownIcon } from './icons';

/**
 * The navbar's 'Tools' disclosure: a button that shows a panel of links. A disclosure (not an ARIA
 * menu) because its items are ordinary navigation links. Arrow keys move between the links,
 * Escape closes and returns focus to the button, and it closes when focus or a click leaves it.
 */
export function ToolsMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const panelLinks = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.tools-menu__link') ?? []);

  const focusLink = (index: number) => {
    const items = panelLinks();
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const items = panelLinks();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === buttonRef.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      // Render the panel visible now, so its links can take focus in this same event.
      flushSync(() => setOpen(true));
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    } else if (current >= 0) {
      event.preventDefault();
      const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }[event.key];
      focusLink(next);
    }
  };

  return (
    <div
      className="tools-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link tools-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Tools
        <ChevronDownIcon className="tools-menu__chevron" width={16} height={16} />
      </button>
      <div id={panelId} className="tools-menu__panel" data-open={open}>
        <p className="tools-menu__title">Free AI tools</p>
        <ul className="tools-menu__list">
          {tools.map((tool, index) => (
            <li key={tool.to} className="tools-menu__item">
              <Link className="tools-menu__link" to={tool.to} aria-describedby={`${panelId}-${index}`}>
                {tool.name}
              </Link>
              <p id={`${panelId}-${index}`} className="tools-menu__description">{tool.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
