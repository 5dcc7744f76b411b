import {
  BUSINESS_DETAILS_LIMITS,
  businessDetailProblem,
  businessDetailsOf,
  LIMITS,
  timeOfDaySchema,
  type BusinessDetails,
  type OperationResult,
  type SiteDocument,
} from '@frontdoor/shared';
import { useContext, useEffect, useState } from 'react';
import { OpeningHoursEditor, type HoursPeriod } from '../../../components/opening-hours-editor';
import { useEditable } from '../editors/editor-context';
import { TextArea, TextField } from '../editors/text-fields';
import { useOperationError } from '../editors/use-operation-error';
import { PanelGroup } from '../panel-group';
import { BusinessSetterContext, type BusinessSetter } from './business-setter';
import { SettingsEditor } from './settings-editor';
import './business-details-panel.css';

/**
 * The business details' fields, shared by the Contact panel and Settings → Business details:
 * phone, email, address, area served, opening hours and a note. Read-only for watchers.
 */
export function BusinessDetailsFields({ document }: { document: SiteDocument }) {
  const set = useContext(BusinessSetterContext);
  // What the page shows: an older document's contact section phone and email included.
  const details = businessDetailsOf(document);
  return (
    <>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="A tap-to-call button on phones, in the header, contact section and footer."
        value={details.phone}
        maxLength={LIMITS.phone}
        validate={(phone) => businessDetailProblem('phone', phone)}
        normalize={(phone) => phone.trim()}
        onChange={(text) => set('phone', text)}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="Shown on the page for visitors to write to."
        value={details.email}
        maxLength={LIMITS.email}
        validate={(email) => businessDetailProblem('email', email)}
        normalize={(email) => email.trim()}
        onChange={(text) => set('email', text)}
      />
      <TextArea
        label="Street address"
        rows={2}
        hint="With a Directions link to maps. Leave it empty if you go to your customers."
        value={details.address}
        maxLength={BUSINESS_DETAILS_LIMITS.address}
        onChange={(text) => set('address', text)}
      />
      <TextField
        label="Area you serve"
        placeholder="Leeds and 10 miles around"
        value={details.serviceArea}
        maxLength={BUSINESS_DETAILS_LIMITS.serviceArea}
        onChange={(text) => set('serviceArea', text)}
      />
      <HoursField hours={details.hours} write={(hours) => set('hours', hours)} />
      <TextField
        label="Note about your hours"
        placeholder="By appointment on Sundays"
        value={details.hoursNote}
        maxLength={BUSINESS_DETAILS_LIMITS.hoursNote}
        onChange={(text) => set('hoursNote', text)}
      />
    </>
  );
}

const complete = (hours: readonly HoursPeriod[]) =>
  hours.every((period) => timeOfDaySchema.safeParse(period.opens).success && timeOfDaySchema.safeParse(period.closes).success);

/**
 * The hours editor bound to the document. A time being typed is not a time yet, and the
 * document only holds times: such hours stay on screen here and are written once complete.
 */
function HoursField({ hours, write }: { hours: BusinessDetails['hours']; write: (hours: BusinessDetails['hours']) => OperationResult }) {
  const editable = useEditable();
  const [draft, setDraft] = useState<HoursPeriod[] | null>(null);
  const [error, report] = useOperationError();
  const stored = JSON.stringify(hours);
  // The document changed (this edit's echo, an undo, another tab): show it.
  useEffect(() => setDraft(null), [stored]);
  return (
    <div className="editor-field">
      <OpeningHoursEditor
        hours={draft ?? hours}
        disabled={!editable}
        onChange={(next) => {
          setDraft(next);
          if (complete(next)) report(write(next.map(({ day, opens, closes }) => ({ day, opens, closes }))));
        }}
      />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/**
 * Settings → Business details: the same fields as the Contact panel, for a page without a
 * contact section too (the header, footer and search engines still show them).
 */
export function BusinessDetailsPanel({ document, editable, setBusiness }: { document: SiteDocument; editable: boolean; setBusiness: BusinessSetter }) {
  return (
    <PanelGroup title="Business details" hint="How customers reach you: shown in the header, contact section and footer, and told to search engines.">
      <BusinessSetterContext.Provider value={setBusiness}>
        <SettingsEditor editable={editable} document={document}>
          <BusinessDetailsFields document={document} />
        </SettingsEditor>
      </BusinessSetterContext.Provider>
    </PanelGroup>
  );
}
