import { useId, useState } from 'react';
import type { HeaderSection } from '@frontdoor/shared';
import { useSite } from '../site-context';
import { SiteImage } from '../site-image';
import { SiteLink } from '../site-link';

/** Logo, navigation to the page's sections and the call-to-action button. */
export function HeaderView({ section }: { section: HeaderSection }) {
  const { document } = useSite();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { logo, businessName } = document.websiteSettings;
  const fixed = document.websiteSettings.fixedHeader;
  return (
    <header className={`ws-header ${fixed ? 'ws-header--fixed' : ''}`}>
      <div className="ws-container ws-header__bar">
        <a className={`ws-logo ws-logo--${logo.size.toLowerCase()}`} href="#ws-top" style={{ fontWeight: weight(logo.weight) }}>
          {logo.type === 'Image' && logo.image ? (
            <SiteImage image={logo.image} sizes="160px" className="ws-logo__image" eager />
          ) : (
            logo.text || businessName
          )}
        </a>
        {section.links.length > 0 && (
          <>
            <button
              type="button"
              className="ws-header__menu-button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="ws-header__menu-icon" aria-hidden="true"><i /><i /><i /></span>
              Menu
            </button>
            <nav id={menuId} className="ws-header__nav" data-open={open} aria-label={`${businessName} menu`} onClick={() => setOpen(false)}>
              <ul>
                {section.links.map((link, index) => (
                  <li key={index}>
                    <SiteLink link={link} variant="nav" />
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        {section.button && <SiteLink link={section.button} variant="button" className="ws-header__button" />}
      </div>
    </header>
  );
}

const weight = (name: string) => ({ Light: 300, Regular: 400, Medium: 500, SemiBold: 600, Bold: 700, ExtraBold: 800 })[name] ?? 700;
