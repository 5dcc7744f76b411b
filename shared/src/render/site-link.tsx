import type { ReactNode } from 'react';
import type { Link } from '../site/link.js';
import { SECTION_DEFINITION_BY_TYPE } from '../site/section-definitions.js';
import type { RenderContext } from './context.js';
import { useSite } from './context.js';
import { emailHref, phoneHref, webHref } from './urls.js';

/** Where a link goes: an address, nowhere (shown as text), or hidden (its section is not shown). */
export type LinkTarget = { kind: 'href'; href: string; newTab: boolean } | { kind: 'text' } | { kind: 'hidden' };

/** Resolves a link of any type (spec §3) against the page; unsafe or invalid targets become text. */
export function linkTarget(link: Link, context: Pick<RenderContext, 'document' | 'anchors'>): LinkTarget {
  const href = (value: string | null, newTab = false): LinkTarget => (value ? { kind: 'href', href: value, newTab } : { kind: 'text' });
  switch (link.type) {
    case 'None':
      return { kind: 'text' };
    case 'Email':
      return href(emailHref(link.email));
    case 'Phone':
      return href(phoneHref(link.phone));
    case 'Web':
      return flagged(link) ? { kind: 'text' } : href(webHref(link.url), link.openInNewTab);
    case 'Social': {
      const social = context.document.websiteSettings.socialLinks.find((entry) => entry.type === link.socialType);
      return href(webHref(social?.url), true);
    }
    case 'Section': {
      if (!context.anchors.has(link.sectionId)) return { kind: 'text' };
      const anchor = context.anchors.get(link.sectionId);
      return anchor ? { kind: 'href', href: `#${anchor}`, newTab: false } : { kind: 'hidden' };
    }
  }
}

/** The text of a link: its label, else what it points at. */
export function linkLabel(link: Link, context: Pick<RenderContext, 'document'>): string {
  if (link.label.trim() !== '') return link.label;
  switch (link.type) {
    case 'Email':
      return link.email;
    case 'Phone':
      return link.phone;
    case 'Web':
      return link.url;
    case 'Social':
      return link.socialType === 'X' ? 'X' : link.socialType;
    case 'Section': {
      const section = context.document.sections.find((entry) => entry.id === link.sectionId);
      return section ? SECTION_DEFINITION_BY_TYPE[section.type].title : '';
    }
    case 'None':
      return '';
  }
}

function Anchor({ target, className, children }: { target: LinkTarget & { kind: 'href' }; className?: string; children: ReactNode }) {
  const web = /^https?:/.test(target.href);
  return (
    <a href={target.href} className={className} target={target.newTab ? '_blank' : undefined} rel={web ? 'noopener' : undefined}>
      {children}
    </a>
  );
}

/** A Web link the safety check flagged as malicious (spec §4): never a link, on any page. */
function flagged(link: Link): boolean {
  return link.type === 'Web' && link.webRisk === 'Unsafe';
}

/**
 * A button (Solid or Outlined, Medium or Large). On a published page a button that leads
 * nowhere is left out, and one whose address was flagged as malicious is its label as plain text
 * (not drawn as a button, which would look clickable); the editor's preview shows both as buttons
 * so the owner can finish or fix them.
 */
export function SiteButton({ link, className, listItem }: { link: Link | undefined; className?: string; listItem?: boolean }) {
  const context = useSite();
  if (!link) return null;
  const target = linkTarget(link, context);
  const label = linkLabel(link, context);
  if (target.kind === 'hidden' || label.trim() === '') return null;
  const classes = ['btn', link.style === 'Outlined' ? 'o' : '', link.size === 'Large' ? 'l' : '', className ?? ''].filter(Boolean).join(' ');
  if (target.kind === 'text' && context.mode !== 'preview') {
    if (!flagged(link)) return null;
    const text = <span>{label}</span>;
    return listItem ? <li>{text}</li> : text;
  }
  const button =
    target.kind === 'text' ? (
      <span className={classes}>{label}</span>
    ) : (
      <Anchor target={target} className={classes}>
        {label}
      </Anchor>
    );
  return listItem ? <li>{button}</li> : button;
}

/** A navigation link of the header or footer; a link that leads nowhere is plain text. */
export function NavItem({ link }: { link: Link }) {
  const context = useSite();
  const target = linkTarget(link, context);
  const label = linkLabel(link, context);
  if (target.kind === 'hidden' || label.trim() === '') return null;
  return <li>{target.kind === 'href' ? <Anchor target={target}>{label}</Anchor> : <span>{label}</span>}</li>;
}
