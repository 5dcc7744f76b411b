import type { HeaderSection } from '../../site/sections/header.js';
import { useSite } from '../context.js';
import { imageUrl, SiteImage } from '../site-image.js';
import { NavItem, SiteButton } from '../site-link.js';

/** Logo, navigation (a disclosure menu on phones, which needs no script) and the call to action. */
export function HeaderView({ section, anchor }: { section: HeaderSection; anchor: string }) {
  const { document, texts } = useSite();
  const { logo, businessName, pageTitle, fixedHeader } = document.websiteSettings;
  const name = [logo.text, businessName, pageTitle].find((text) => text.trim() !== '') ?? '';
  const logoImage = logo.type === 'Image' && logo.image && imageUrl(logo.image) ? logo.image : undefined;
  const items = section.links.map((link, index) => <NavItem key={index} link={link} />);
  const hasLinks = items.length > 0;
  return (
    <header id={anchor} className={fixedHeader ? 'hdr fx' : 'hdr'}>
      <div className="w bar">
        {logoImage && (logoImage.alt.trim() || name) ? (
          <a className="logo" href="#">
            <SiteImage image={{ ...logoImage, alt: logoImage.alt.trim() || name }} sizes="200px" eager className="lgi" />
          </a>
        ) : logoImage ? (
          <span className="logo">
            <SiteImage image={{ ...logoImage, alt: '' }} sizes="200px" eager className="lgi" />
          </span>
        ) : name ? (
          <a className="logo" href="#">
            {name}
          </a>
        ) : (
          <span className="logo" />
        )}
        {hasLinks && (
          <nav aria-label={texts.mainMenu}>
            <ul className="nav">{items}</ul>
            <details className="mn">
              <summary>
                <i aria-hidden="true" />
                <span className="sr">{texts.menu}</span>
              </summary>
              <ul>
                {items}
                <SiteButton link={section.button} listItem />
              </ul>
            </details>
          </nav>
        )}
        <SiteButton link={section.button} className={hasLinks ? 'cta' : undefined} />
      </div>
    </header>
  );
}
