import { useMemo } from 'react';
import type { SiteDocument } from '@frontdoor/shared';
import { SiteView, siteStylesheet } from '@frontdoor/shared/render';
import { useAdoptedStylesheet } from '../../components/use-adopted-stylesheet';

/**
 * The draft drawn by the same renderer as the published page (one renderer for both), in
 * preview mode: forms off, empty sections as placeholders. Its stylesheet is scoped to the
 * canvas and follows the canvas width, so the mobile view is the real phone layout.
 */
export function DraftCanvas({ document, label }: { document: SiteDocument; label: string }) {
  const css = useMemo(
    () =>
      siteStylesheet(document.theme, {
        sections: document.sections,
        settings: document.websiteSettings,
        scoped: true,
        container: true,
      }),
    [document],
  );
  const adopted = useAdoptedStylesheet(css);
  return (
    <div role="region" aria-label={label}>
      {!adopted && <style>{css}</style>}
      <SiteView document={document} mode="preview" />
    </div>
  );
}
