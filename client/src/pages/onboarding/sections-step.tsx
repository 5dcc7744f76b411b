import { ONBOARDING_SECTION_ENTRIES } from '@frontdoor/shared';
import { useId } from 'react';
import { CheckIcon } from '../../components/icons';

/** One line about each entry of the picker, so the owner knows what they are choosing. */
const DESCRIPTIONS: Record<string, string> = {
  'Header & Footer': 'Your name and menu at the top; contact details and links at the bottom.',
  Introduction: 'A welcoming headline and a few words about you, over a picture.',
  Services: 'What you offer, with prices and pictures.',
  Gallery: 'A grid of pictures of your work.',
  'Text Banner': 'A short quote or promise in large type.',
  'Image Banner': 'A wide picture to break up the page.',
  Team: 'The people behind the business.',
  Scheduling: 'Let customers book a time with your calendar link.',
  Video: 'A video about your business.',
  Reviews: 'What your customers say about you.',
  FAQ: 'Answers to the questions customers ask most.',
  Contact: 'A contact form that sends messages to you.',
  Newsletter: 'Collect email addresses for news and offers.',
};

type Props = { selected: readonly string[]; onChange: (titles: string[]) => void };

/** WebsiteSectionSelection: a checkbox per section; Header & Footer are required (checked, disabled). */
export function SectionsStep({ selected, onChange }: Props) {
  const id = useId();
  const chosen = new Set(selected);
  const count = ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || chosen.has(entry.title)).length;
  return (
    <fieldset className="choices-fieldset">
      <legend className="visually-hidden">Sections</legend>
      <p className="sections-count" aria-live="polite">
        {count} of {ONBOARDING_SECTION_ENTRIES.length} sections selected
      </p>
      <ul className="section-options">
        {ONBOARDING_SECTION_ENTRIES.map((entry, index) => {
          const checked = entry.required || chosen.has(entry.title);
          const inputId = `${id}-${index}`;
          return (
            <li key={entry.title} className={`section-option ${entry.required ? 'section-option--required' : ''}`}>
              <input
                id={inputId}
                type="checkbox"
                className="section-option__input"
                checked={checked}
                disabled={entry.required}
                aria-labelledby={`${inputId}-title`}
                aria-describedby={`${inputId}-description`}
                onChange={(event) => onChange(event.target.checked ? [...selected, entry.title] : selected.filter((title) => title !== entry.title))}
              />
              <label htmlFor={inputId} className="section-option__card">
                <span className="section-option__box" aria-hidden="true">
                  <CheckIcon width={14} height={14} />
                </span>
                <span className="section-option__text">
                  <span id={`${inputId}-title`} className="section-option__title">
                    {entry.title}
                    {entry.required && <span className="section-badge">Required</span>}
                  </span>
                  <span id={`${inputId}-description`} className="section-option__description">
                    {DESCRIPTIONS[entry.title] ?? ''}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
