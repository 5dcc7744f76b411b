import { LIMITS, type HeaderSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { NavLinkList } from './nav-link-list';
import { OptionalLinkField } from './optional-link-field';
import { plain } from './plain';

/** Header: navigation links (at most 6) and an optional call-to-action button. */
export function HeaderEditor({ section, edit }: SectionPanelProps<HeaderSection>) {
  return (
    <>
      <p className="field-hint">The logo size and weight and the fixed header are in the Theme panel.</p>
      <NavLinkList links={section.links} max={LIMITS.links} />
      <OptionalLinkField link={section.button} onChange={(button) => edit.set(['button'], button && plain(button))} />
    </>
  );
}
