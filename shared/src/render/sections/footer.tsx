import { businessDetailsOf, directionsHref, formatOpeningHours } from '../../site/business-details.js';
import type { FooterSection } from '../../site/sections/footer.js';
import type { SocialType } from '../../site/social-types.js';
import { usePing, useSite } from '../context.js';
import { NavItem } from '../site-link.js';
import { phoneHref, webHref } from '../urls.js';
import { hasText } from './frame.js';

const SOCIAL_NAMES: Partial<Record<SocialType, string>> = { Github: 'GitHub', X: 'X (Twitter)' };

/**
 * Footer links, social profiles, the business's address, phone and hours in one compact line,
 * copyright and the 'Made with Frontdoor' badge.
 */
export function FooterView({ section, anchor }: { section: FooterSection; anchor: string }) {
  const { document, texts, madeWithUrl } = useSite();
  const settings = document.websiteSettings;
  const name = [settings.companyName, settings.businessName].find(hasText) ?? '';
  const socials = section.showSocialLinks
    ? settings.socialLinks.flatMap((link) => {
        const href = webHref(link.url);
        return href ? [{ type: link.type, href }] : [];
      })
    : [];
  const links = section.links.map((link, index) => <NavItem key={index} link={link} />);
  const year = settings.lastPublishedAt ? new Date(settings.lastPublishedAt).getUTCFullYear() : undefined;
  const holder = hasText(settings.copyrightText) ? settings.copyrightText : name;
  const details = businessDetailsOf(document);
  const phone = phoneHref(details.phone);
  const directions = directionsHref(details.address);
  const callPing = usePing('call');
  const directionsPing = usePing('directions');
  const hours = formatOpeningHours(details.hours, texts.lang).map((row) => `${row.days} ${row.times}`);
  return (
    <footer id={anchor} className="ftr">
      <div className="w">
        <div className="fr1">
          {name && <p className="fn">{name}</p>}
          {links.length > 0 && (
            <nav aria-label={texts.footerMenu}>
              <ul className="fnav">{links}</ul>
            </nav>
          )}
          {socials.length > 0 && (
            <ul className="soc" aria-label={texts.socialLinks}>
              {socials.map((social) => (
                <li key={social.type}>
                  <a href={social.href} target="_blank" rel="noopener me">
                    {SOCIAL_NAMES[social.type] ?? social.type}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {(directions || phone || hours.length > 0) && (
          <address className="fct">
            {directions && (
              <a href={directions} target="_blank" rel="noopener" ping={directionsPing}>
                <span className="sr">{texts.address}: </span>
                {details.address.trim()}
              </a>
            )}
            {phone && (
              <a href={phone} ping={callPing}>
                <span className="sr">{texts.phone}: </span>
                {details.phone.trim()}
              </a>
            )}
            {hours.length > 0 && (
              <span>
                <span className="sr">{texts.openingHours}: </span>
                {hours.join(' · ')}
              </span>
            )}
          </address>
        )}
        <div className="fr2">
          <p>
            © {year && Number.isFinite(year) ? `${year} ` : ''}
            {holder}
            {hasText(settings.copyrightExtraText) && ` · ${settings.copyrightExtraText}`}
          </p>
          {!settings.hideMadeWithBadge &&
            (madeWithUrl ? (
              <a className="badge" href={madeWithUrl}>
                {texts.madeWith}
              </a>
            ) : (
              <span className="badge">{texts.madeWith}</span>
            ))}
        </div>
      </div>
    </footer>
  );
}
