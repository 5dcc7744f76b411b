import { LIMITS, type FooterSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { CheckboxField } from './choice-fields';
import { NavLinkList } from './nav-link-list';

/** Footer: its own navigation links (at most 4) and whether the social links show. */
export function FooterEditor({ section, edit }: SectionPanelProps<FooterSection>) {
  return (
    <>
      <NavLinkList links={section.links} max={LIMITS.footerLinks} />
      <CheckboxField
        label="Show social links"
        hint="Your social profiles and the copyright text are in the website settings."
        checked={section.showSocialLinks}
        onChange={(show) => edit.set(['showSocialLinks'], show)}
      />
    </>
  );
}
