import { businessDetailsOf, directionsHref } from '../../site/business-details.js';
import type { HeaderSection } from '../../site/sections/header.js';
import { usePing, useSite } from '../context.js';
import { imageUrl, SiteImage } from '../site-image.js';
import { NavItem, SiteButton } from '../site-link.js';
import { phoneHref } from '../urls.js';
import { PhoneIcon, PinIcon } from './contact-icons.js';

/**
 * Logo, navigation (a disclosure menu on phones, which needs no script) and the call to action.
 * With the business's phone or address, phones get a row of 'Call' and 'Directions' under the
 * bar, in the first screen where visitors look for them; wider screens show the number in the bar.
 */
export function HeaderView({ section, anchor }: { section: HeaderSection; anchor: string }) {
  const { document, texts } = useSite();
  const { logo, businessName, pageTitle, fixedHeader } = document.websiteSettings;
  const name = [logo.text, businessName, pageTitle].find((text) => text.trim() !== '') ?? '';
  const logoImage = logo.type === 'Image' && logo.image && imageUrl(logo.image) ? logo.image : undefined;
  const items = section.links.map((link, index) => <NavItem key={index} link={link} />);
  const hasLinks = items.length > 0;
  const details = businessDetailsOf(document);
  const phone = phoneHref(details.phone);
  const directions = directionsHref(details.address);
  const callPing = usePing('call');
  const directionsPing = usePing('directions');
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
        {phone && (
          <a className="hph" href={phone} ping={callPing}>
            <PhoneIcon />
            {details.phone.trim()}
          </a>
        )}
        <SiteButton link={section.button} className={hasLinks ? 'cta' : undefined} />
      </div>
      {(phone || directions) && (
        <div className="w qk">
          {phone && (
            <a className="btn qc" href={phone} ping={callPing}>
              <PhoneIcon />
              {texts.call} {details.phone.trim()}
            </a>
          )}
          {directions && (
            <a className="btn o" href={directions} target="_blank" rel="noopener" ping={directionsPing}>
              <PinIcon />
              {texts.directions}
            </a>
          )}
        </div>
      )}
    </header>
  );
}
