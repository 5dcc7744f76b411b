import { isValidExternalUrl, normalizeExternalUrl, type FooterSection } from '@frontdoor/shared';
import { useSite } from '../site-context';
import { SiteLink } from '../site-link';

/** Business name, footer links, social profiles and the copyright line. */
export function FooterView({ section }: { section: FooterSection }) {
  const { document } = useSite();
  const settings = document.websiteSettings;
  const socials = section.showSocialLinks ? settings.socialLinks.filter((link) => link.url.trim() && isValidExternalUrl(link.url)) : [];
  const owner = settings.copyrightText || settings.companyName || settings.businessName;
  return (
    <footer className="ws-footer">
      <div className="ws-container ws-footer__inner">
        <div className="ws-footer__brand">
          <p className="ws-footer__name">{settings.companyName || settings.businessName}</p>
          {section.links.length > 0 && (
            <ul className="ws-footer__links">
              {section.links.map((link, index) => (
                <li key={index}><SiteLink link={link} variant="nav" /></li>
              ))}
            </ul>
          )}
          {socials.length > 0 && (
            <ul className="ws-footer__links" aria-label="Social media">
              {socials.map((link) => (
                <li key={link.type}>
                  <a className="ws-nav-link" href={normalizeExternalUrl(link.url)} target="_blank" rel="noopener noreferrer">{link.type}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ws-footer__legal">
          <p>
            © {new Date().getFullYear()} {owner}
            {settings.copyrightExtraText && <> · {settings.copyrightExtraText}</>}
          </p>
          {!settings.hideMadeWithBadge && <p className="ws-footer__badge">Made with Frontdoor</p>}
        </div>
      </div>
    </footer>
  );
}
