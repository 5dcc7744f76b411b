import { SOURCE_LABELS, type FontPair, type ImportedContent, type Palette } from '@frontdoor/shared';
import type { ReactNode } from 'react';
import { ONBOARDING_SECTION_ENTRIES, openingDaysSummary } from '@frontdoor/shared';
import { familyName, fontStack } from '@frontdoor/shared/render';
import { paletteNames } from '../../features/theme/palette-name';
import { STEP_LABELS } from './step-indicator';
import { Swatches } from './style-steps';
import type { AboutAnswers, BusinessAnswers, WizardStep } from './wizard-state';
import { excerpt } from './site-preview';
import { foundSummary } from './import/import-state';

type Props = {
  about: AboutAnswers;
  fontPair: FontPair;
  palette: Palette;
  sections: readonly string[];
  imported: ImportedContent | null;
  /** How customers reach the business; absent from the summary when skipped. */
  business?: BusinessAnswers;
  onEdit: (step: WizardStep) => void;
};

function Row({ step, title, children, onEdit }: { step: WizardStep; title: string; children: ReactNode; onEdit: (step: WizardStep) => void }) {
  return (
    <div className="summary__row">
      <dt className="summary__term">{title}</dt>
      <dd className="summary__value">{children}</dd>
      <dd className="summary__edit">
        <button type="button" className="text-button" onClick={() => onEdit(step)}>
          Edit<span className="visually-hidden"> {STEP_LABELS[step].toLowerCase()}</span>
        </button>
      </dd>
    </div>
  );
}

/** Launch: everything chosen, each with a way back to change it. */
export function LaunchStep({ about, fontPair, palette, sections, imported, business, onEdit }: Props) {
  const chosen = ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || sections.includes(entry.title)).map((entry) => entry.title);
  return (
    <dl className="summary">
      <Row step="AboutBusiness" title="Business" onEdit={onEdit}>
        <strong>{about.businessName.trim()}</strong>
        <span className="summary__muted">{about.location.trim()}</span>
        <span className="summary__quote">{excerpt(about.description, 160)}</span>
        {about.link.trim() && <span className="summary__muted summary__link">{about.link.trim()}</span>}
      </Row>
      {business && [business.phone, business.email, business.address].some((text) => text.trim()) && (
        <Row step="AboutBusiness" title="Contact" onEdit={onEdit}>
          {(business.phone.trim() || business.email.trim()) && (
            <strong>
              {[business.phone, business.email]
                .map((text) => text.trim())
                .filter(Boolean)
                .join(' · ')}
            </strong>
          )}
          {business.address.trim() && <span className="summary__muted">{business.address.trim()}</span>}
          {business.hours.length > 0 && <span className="summary__muted">{openingDaysSummary(business.hours)}</span>}
        </Row>
      )}
      {imported && (
        <Row step="AboutBusiness" title={`From ${imported.kind === 'website' ? 'your page' : SOURCE_LABELS[imported.kind]}`} onEdit={onEdit}>
          <strong>{foundSummary(imported)}</strong>
          <span className="summary__muted">
            {imported.photos.length > 0 && (imported.usePhotos ? 'Your page’s photos are used.' : 'Stock photos are used instead of your page’s photos.')}
          </span>
        </Row>
      )}
      <Row step="FontSelection" title="Fonts" onEdit={onEdit}>
        <strong>{fontPair.name}</strong>
        <span className="summary__font" style={{ fontFamily: fontStack(fontPair.heading.family) }}>
          {familyName(fontPair.heading.family)}
        </span>
        <span className="summary__muted" style={{ fontFamily: fontStack(fontPair.body.family) }}>
          with {familyName(fontPair.body.family)}
        </span>
      </Row>
      <Row step="ColorSelection" title="Colours" onEdit={onEdit}>
        <strong>{paletteNames([palette])[0]}</strong>
        <Swatches palette={palette} />
      </Row>
      <Row step="WebsiteSectionSelection" title="Sections" onEdit={onEdit}>
        <strong>{chosen.length} sections</strong>
        <span className="summary__muted">{chosen.join(', ')}</span>
      </Row>
    </dl>
  );
}
