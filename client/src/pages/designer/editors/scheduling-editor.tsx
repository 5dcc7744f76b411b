import { LIMITS, type SchedulingSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { TextField } from './text-fields';
import { normalizeUrl, urlProblem } from './url-rules';

/** Scheduling: heading and the booking link, without which the published page leaves it out (spec §5). */
export function SchedulingEditor({ section, edit }: SectionPanelProps<SchedulingSection>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextField
        label="Scheduling URL"
        type="url"
        placeholder="https://calendly.com/your-name"
        hint="Paste the link of your booking page. Until there is one, the published page leaves this section out."
        value={section.schedulingUrl}
        maxLength={LIMITS.externalUrl}
        validate={urlProblem}
        normalize={normalizeUrl}
        onChange={(url) => edit.set(['schedulingUrl'], url)}
      />
    </>
  );
}
