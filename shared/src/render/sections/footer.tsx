import type { FooterSection } from '../../site/sections/footer.js';
import type { SocialType } from '../../site/social-types.js';
import { useSite } from '../context.js';
import { NavItem } from '../site-link.js';
import { webHref } from '../urls.js';
import { hasText } from './frame.js';

const SOCIAL_NAMES: Partial<Record<SocialType, string>> = { Github: 'GitHub', X: 'X (Twitter)' };

/** Footer links, social profiles, copyright and the 'Made with Frontdoor' badge. */
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
