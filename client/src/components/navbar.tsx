import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { links, tools } from '../app/site-links';
import { CloseIcon, MenuIcon } from './icons';
import { LogoMark } from './logo';
import { preloadSignIn, useAuth } from '../auth/auth-context';
import { ToolsMenu } from './tools-menu';
import './ui/popover.css';
import './navbar.css';

// Signed in only (the session is restored after the page is drawn): not in a visitor's first load.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

const pageLinks = [
  { label: 'Pricing', to: links.pricing },
  { label: 'Support', to: links.support },
  { label: 'Blog', to: links.blog },
  { label: 'About', to: links.about },
] as const;

// The collapsed menu has room for more than the bar (which must fit 769 px beside Sign In).
const menuOnlyLinks = [
  { label: 'Industries', to: links.industries },
  { label: "What's new", to: links.whatsNew },
] as const;

/**
 * The spec's navbar: logo, Tools, Pricing, Support, Blog, About and Sign In (the user menu once
 * signed in, which has What's new). At 768 px and below the links collapse behind a 'Menu'
 * button, which also lists Industries and What's new; Sign In stays in the bar.
 */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { state, openSignIn } = useAuth();
  const mobilePanelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <nav ref={navRef} className="navbar container" aria-label="Main">
        <Link to={links.home} className="navbar__brand">
          <LogoMark />
          <span>Frontdoor</span>
        </Link>

        <ul className="navbar__links">
          <li>
            <ToolsMenu />
          </li>
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="navbar__actions">
          {state.status === 'signed-in' ? (
            <Suspense fallback={<span className="navbar__auth-placeholder" aria-hidden="true" />}>
              <UserMenu email={state.user.email} />
            </Suspense>
          ) : state.status === 'loading' ? (
            // Holds Sign In's place while the session is restored, so the bar does not jump.
            <span className="navbar__auth-placeholder" aria-hidden="true" />
          ) : (
            <button
              type="button"
              className="button button--secondary button--small"
              onPointerEnter={() => void preloadSignIn()}
              onFocus={() => void preloadSignIn()}
              onClick={() => {
                setMenuOpen(false);
                openSignIn();
              }}
            >
              Sign In
            </button>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className="navbar__menu-button button button--ghost button--small"
            aria-expanded={menuOpen}
            aria-controls={mobilePanelId}
            onClick={() => setMenuOpen((value) => !value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMenuOpen(false);
            }}
          >
            {menuOpen ? <CloseIcon width={20} height={20} /> : <MenuIcon width={20} height={20} />}
            Menu
          </button>
        </div>

        <div
          id={mobilePanelId}
          className="mobile-menu"
          data-open={menuOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setMenuOpen(false);
              menuButtonRef.current?.focus();
            }
          }}
        >
          <p className="caps-label popover__label mobile-menu__heading" id={`${mobilePanelId}-tools`}>
            Tools
          </p>
          <ul className="mobile-menu__list" aria-labelledby={`${mobilePanelId}-tools`}>
            {tools.map((tool) => (
              <li key={tool.to}>
                <Link to={tool.to} className="mobile-menu__link">
                  {tool.name}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__list mobile-menu__list--pages">
            {[...pageLinks, ...menuOnlyLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="mobile-menu__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={links.createWebsite} className="button button--primary mobile-menu__cta">
            Create Your Website
          </Link>
        </div>
      </nav>
    </header>
  );
}
