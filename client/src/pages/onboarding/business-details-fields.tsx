import {
  BUSINESS_DETAILS_LIMITS,
  businessDetailProblem,
  businessDetailsFromImport,
  hasBusinessDetails,
  LIMITS,
  sortOpeningHours,
  type BusinessDetails,
  type ImportedContent,
} from '@frontdoor/shared';
import { useId, useState } from 'react';
import { OpeningHoursEditor, periodProblem } from '../../components/opening-hours-editor';
import { TextField } from '../../components/text-field';
import type { BusinessAnswers } from './wizard-state';

type TextKey = 'phone' | 'email' | 'address' | 'serviceArea' | 'hoursNote';

/** The problems that keep the details from being sent, by field; empty when they can go. */
export function businessProblems(business: BusinessAnswers, showMissing = true): Partial<Record<'phone' | 'email' | 'hours', string>> {
  const problems: Partial<Record<'phone' | 'email' | 'hours', string>> = {};
  for (const key of ['phone', 'email'] as const) {
    const problem = businessDetailProblem(key, business[key]);
    if (problem) problems[key] = problem;
  }
  const hours = business.hours.map((period) => periodProblem(period, showMissing)).find(Boolean);
  if (hours) problems.hours = hours;
  return problems;
}

/** The details as Launch sends them: trimmed, or undefined when the owner skipped them all. */
export function businessToSend(business: BusinessAnswers): BusinessDetails | undefined {
  const details: BusinessDetails = {
    phone: business.phone.trim(),
    email: business.email.trim(),
    address: business.address.trim(),
    serviceArea: business.serviceArea.trim(),
    hours: sortOpeningHours(business.hours),
    hoursNote: business.hoursNote.trim(),
  };
  return hasBusinessDetails(details) ? details : undefined;
}

/**
 * Create from a link: the page's phone, email, address and hours fill the fields the owner has
 * not filled (what they typed wins). Hours are read into the per-day form where they can be;
 * lines that cannot be read go to the hours note, for the owner to see rather than lose.
 */
export function fillBusiness(business: BusinessAnswers, facts: ImportedContent): BusinessAnswers {
  const found = businessDetailsFromImport(facts);
  const keepHours = business.hours.length > 0 || business.hoursNote.trim() !== '';
  return {
    ...business,
    phone: business.phone.trim() ? business.phone : found.phone,
    email: business.email.trim() ? business.email : found.email,
    address: business.address.trim() ? business.address : found.address,
    hours: keepHours ? business.hours : found.hours,
    hoursNote: keepHours ? business.hoursNote : found.hoursNote,
  };
}

type Props = {
  business: BusinessAnswers;
  onChange: (business: BusinessAnswers) => void;
  /** The owner tried to go on: every problem is shown, not only those of fields left. */
  showErrors: boolean;
};

/**
 * AboutBusiness, optional: how customers reach the business (issue 24). The published page
 * shows these where visitors look (a tap-to-call link on phones, the contact section, the
 * footer) and tells search engines. A problem is shown once the owner leaves the field; what
 * was typed is always kept.
 */
export function BusinessDetailsFields({ business, onChange, showErrors }: Props) {
  const headingId = useId();
  const [left, setLeft] = useState<ReadonlySet<TextKey>>(new Set());
  const problems = businessProblems(business, showErrors);
  const set = (key: TextKey) => (value: string) => onChange({ ...business, [key]: value });
  const shown = (key: 'phone' | 'email') => (showErrors || left.has(key) ? problems[key] : undefined);
  const leave = (key: TextKey) => () => setLeft((current) => new Set(current).add(key));
  return (
    <section className="business-fields" aria-labelledby={headingId}>
      <h2 id={headingId} className="business-fields__title">
        How customers reach you <span className="business-fields__optional">Optional</span>
      </h2>
      <p className="field-hint">Shown on your website, with a button to call you on phones. Skip anything you would rather not share.</p>
      <div className="business-fields__pair">
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          value={business.phone}
          error={shown('phone')}
          onBlur={leave('phone')}
          onChange={(event) => set('phone')(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          value={business.email}
          error={shown('email')}
          onBlur={leave('email')}
          onChange={(event) => set('email')(event.target.value)}
        />
      </div>
      <TextField
        label="Street address"
        name="address"
        autoComplete="street-address"
        maxLength={BUSINESS_DETAILS_LIMITS.address}
        placeholder="12 Otley Road, Leeds LS6 2AA"
        hint="Where customers visit you. Leave it empty if you go to them."
        value={business.address}
        onChange={(event) => set('address')(event.target.value)}
      />
      <TextField
        label="Area you serve"
        name="serviceArea"
        maxLength={BUSINESS_DETAILS_LIMITS.serviceArea}
        placeholder="Leeds and 10 miles around"
        value={business.serviceArea}
        onChange={(event) => set('serviceArea')(event.target.value)}
      />
      <OpeningHoursEditor hours={business.hours} onChange={(hours) => onChange({ ...business, hours })} showMissing={showErrors} />
      <TextField
        label="Anything else about your hours"
        name="hoursNote"
        maxLength={BUSINESS_DETAILS_LIMITS.hoursNote}
        placeholder="By appointment on Sundays"
        value={business.hoursNote}
        onChange={(event) => set('hoursNote')(event.target.value)}
      />
    </section>
  );
}
