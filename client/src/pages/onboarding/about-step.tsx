import { LIMITS } from '@frontdoor/shared';
import { useId, type ReactNode, type Ref } from 'react';
import { TextField } from '../../components/text-field';
import { UnderstoodTrade } from './understood-trade';
import type { AboutAnswers, AboutErrors } from './wizard-state';

type Props = {
  about: AboutAnswers;
  errors: AboutErrors;
  onChange: (about: AboutAnswers) => void;
  onErrors: (errors: AboutErrors) => void;
  descriptionRef: Ref<HTMLTextAreaElement>;
  /** The page link with its Import button: first on the create-from-link variant, else last. */
  importPanel: ReactNode;
  featuredImport: boolean;
  /** What was imported, for the owner to check. */
  review: ReactNode;
  /** How customers reach the business (optional): phone, email, address, area and hours. */
  businessDetails?: ReactNode;
};

/** Characters left at which the count starts being announced. */
const ANNOUNCE_BELOW = 100;

/** AboutBusiness: name, what the business does, where, and optionally a page to import from. */
export function AboutStep({ about, errors, onChange, onErrors, descriptionRef, importPanel, featuredImport, review, businessDetails }: Props) {
  const set = (key: keyof AboutAnswers) => (value: string) => {
    onChange({ ...about, [key]: value });
    if (errors[key]) onErrors({ ...errors, [key]: undefined });
  };
  return (
    <div className="form onboarding-form">
      {featuredImport && importPanel}
      <TextField
        label="Business name"
        name="businessName"
        autoComplete="organization"
        maxLength={LIMITS.businessName}
        value={about.businessName}
        error={errors.businessName}
        hint={`Up to ${LIMITS.businessName} characters, as your customers know it.`}
        onChange={(event) => set('businessName')(event.target.value)}
      />
      <DescriptionField value={about.description} error={errors.description} onChange={set('description')} textareaRef={descriptionRef} />
      <UnderstoodTrade about={about} onChange={onChange} />
      <TextField
        label="Location"
        name="location"
        autoComplete="address-level2"
        maxLength={120}
        placeholder="Portland, Oregon"
        value={about.location}
        error={errors.location}
        hint="The town or area you serve."
        onChange={(event) => set('location')(event.target.value)}
      />
      {!featuredImport && importPanel}
      {review}
      {businessDetails}
    </div>
  );
}

type DescriptionProps = {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  textareaRef: Ref<HTMLTextAreaElement>;
};

/** The description with a live character count; the count is announced only near the limit. */
function DescriptionField({ value, error, onChange, textareaRef }: DescriptionProps) {
  const id = useId();
  const max = LIMITS.businessDescription;
  const left = max - value.length;
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        What does your business do?
      </label>
      <p id={`${id}-hint`} className="field-hint">
        Describe your services, your customers and what makes you different. We write your website from it.
      </p>
      <textarea
        id={id}
        ref={textareaRef}
        name="description"
        className="text-input text-area"
        rows={6}
        maxLength={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder="We're a neighbourhood barbershop offering skin fades, beard trims and hot towel shaves…"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="field-footer">
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={`${id}-count`} className={`field-count ${left < ANNOUNCE_BELOW ? 'field-count--near' : ''}`}>
          {value.length} / {max}
          <span className="visually-hidden"> characters</span>
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {left < ANNOUNCE_BELOW ? `${left} characters left` : ''}
      </p>
    </div>
  );
}
