import { isValidExternalUrl, normalizeExternalUrl, type Link, type SiteDocument } from '@frontdoor/shared';
import { sectionAnchor, useSite } from './site-context';

/** Where a link of the site goes, or null when it goes nowhere yet (or nowhere safe). */
export function linkTarget(link: Link, document: SiteDocument, sectionIds: ReadonlySet<string>): { href: string; external: boolean } | null {
  const web = (url: string) => (url.trim() !== '' && isValidExternalUrl(url) ? { href: normalizeExternalUrl(url), external: true } : null);
  switch (link.type) {
    case 'Section':
      return sectionIds.has(link.sectionId) ? { href: `#${sectionAnchor(link.sectionId)}`, external: false } : null;
    case 'Web':
      return link.webRisk === 'Unsafe' ? null : web(link.url);
    case 'Email':
      return link.email.trim() ? { href: `mailto:${link.email.trim()}`, external: false } : null;
    case 'Phone':
      return link.phone.trim() ? { href: `tel:${link.phone.replace(/[^\d+]/g, '')}`, external: false } : null;
    case 'Social': {
      const social = document.websiteSettings.socialLinks.find((candidate) => candidate.type === link.socialType);
      return social ? web(social.url) : null;
    }
    case 'None':
      return null;
  }
}

type Props = { link: Link; variant: 'button' | 'nav'; className?: string };

/**
 * A button or navigation link of the previewed site. A link that goes nowhere yet still shows
 * (the owner sees their button) but is plain text, not a dead link.
 */
export function SiteLink({ link, variant, className = '' }: Props) {
  const { document, sectionIds } = useSite();
  const target = linkTarget(link, document, sectionIds);
  const classes =
    variant === 'button'
      ? `ws-button ws-button--${link.style === 'Outlined' ? 'outlined' : 'solid'} ws-button--${link.size === 'Large' ? 'large' : 'medium'} ${className}`
      : `ws-nav-link ${className}`;
  if (!target) return <span className={classes}>{link.label}</span>;
  return (
    <a className={classes} href={target.href} {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}
