import { LIMITS, type NewsletterSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { TextArea, TextField } from './text-fields';

/** Newsletter: heading, body, the label of the email field and of the submit button. */
export function NewsletterEditor({ section, edit }: SectionPanelProps<NewsletterSection>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.newsletterHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextArea
        label="Body"
        value={section.body}
        maxLength={LIMITS.newsletterBody}
        rewritePurpose="Newsletter sign-up invitation"
        onChange={(text) => edit.set(['body'], text)}
      />
      <TextField
        label="Field label"
        hint="Shown on the email address field."
        value={section.fieldLabel}
        maxLength={LIMITS.newsletterFieldLabel}
        onChange={(text) => edit.set(['fieldLabel'], text)}
      />
      <TextField label="Submit label" value={section.submitLabel} maxLength={LIMITS.buttonLabel} onChange={(text) => edit.set(['submitLabel'], text)} />
    </>
  );
}
