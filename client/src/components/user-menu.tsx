import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { links } from '../app/site-links';
import { useAuth } from '../auth/auth-context';
import { BellIcon, GridIcon, LifebuoyIcon, LogOutIcon, PlusIcon, SettingsIcon, TrashIcon, UsersIcon } from './icons';
import './user-menu.css';

type Item = { label: string; icon: ReactNode; to?: string; state?: unknown; onSelect?: () => void; tone?: 'danger' };

/**
 * The signed-in user's menu (spec §2 User menu), an ARIA menu button: Enter, Space or the arrow
 * keys open it, the arrows and Home/End move between items, Escape closes it and returns focus
 * to the button, and Tab or a click elsewhere closes it.
 */
export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { signOut } = useAuth();
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

  const groups: Item[][] = [
    [
      { label: 'Your websites', icon: <GridIcon />, to: links.websites },
      { label: 'Websites shared with you', icon: <UsersIcon />, to: links.sharedWebsites },
      { label: 'New website', icon: <PlusIcon />, to: links.createWebsite },
    ],
    [
      { label: 'Account settings', icon: <SettingsIcon />, to: links.account },
      { label: "What's new", icon: <BellIcon />, to: links.whatsNew },
      { label: 'Help and support', icon: <LifebuoyIcon />, to: links.support },
    ],
    [
      { label: 'Delete account', icon: <TrashIcon />, to: links.account, state: { confirmDelete: true }, tone: 'danger' },
      { label: 'Sign out', icon: <LogOutIcon />, onSelect: () => void signOut() },
    ],
  ];

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
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
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next item starting with the typed letter.
      const letter = event.key.toLowerCase();
      const order = [...all.slice(current + 1), ...all.slice(0, current + 1)];
      order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    }
  };

  const initial = email.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        data-user-menu-button
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__avatar" aria-hidden="true">{initial}</span>
        <span className="user-menu__email">{email}</span>
      </button>
      <div id={menuId} className="user-menu__panel" data-open={open} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
        <div className="user-menu__who" role="none">
          <span className="user-menu__avatar user-menu__avatar--large" aria-hidden="true">{initial}</span>
          <span className="user-menu__who-text">
            <span className="user-menu__who-label">Signed in as</span>
            <span className="user-menu__who-email">{email}</span>
          </span>
        </div>
        {groups.map((group, index) => (
          <div key={index} role="group" className="user-menu__group">
            {group.map((item) =>
              item.to ? (
                <Link key={item.label} role="menuitem" tabIndex={-1} to={item.to} state={item.state}
                  className={`user-menu__item ${item.tone === 'danger' ? 'user-menu__item--danger' : ''}`}
                  onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <button key={item.label} type="button" role="menuitem" tabIndex={-1} className="user-menu__item"
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}>
                  {item.icon}
                  {item.label}
                </button>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
