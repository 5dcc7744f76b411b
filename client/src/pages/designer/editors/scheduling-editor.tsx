import { LIMITS, type SchedulingProvider, type SchedulingSection } from '@frontdoor/shared';
import { bookableServices } from '@frontdoor/shared/render';
import { Link } from 'react-router';
import { bookingsPath } from '../../../features/bookings/bookings-path';
import type { SectionEditor, SectionPanelProps } from '../editing/section-editor';
import { useImageLibrary } from '../images/image-library';
import { BookingRulesFields, newBookingRules } from './booking-fields';
import { SelectField, type SelectOption } from './choice-fields';
import { OwnerOnly } from './owner-only';
import { plain } from './plain';
import { TextField } from './text-fields';
import { normalizeUrl, urlProblem } from './url-rules';

const PROVIDERS: SelectOption<SchedulingProvider>[] = [
  { value: 'frontdoor', label: 'Frontdoor bookings, on your site' },
  { value: 'link', label: 'A link to your booking page' },
];

/**
 * Scheduling: the heading, and either Frontdoor bookings (issue 40: visitors book a free time on
 * the site itself) or the link of a booking page elsewhere, without which the published page
 * leaves the section out (spec §5).
 */
export function SchedulingEditor({ section, document, edit }: SectionPanelProps<SchedulingSection>) {
  const bookable = bookableServices(document).length > 0;
  const websiteId = useImageLibrary();
  const choose = (editor: SectionEditor) => (provider: SchedulingProvider) => {
    const chosen = editor.set(['provider'], provider);
    return chosen.ok && provider === 'frontdoor' && !section.bookingRules ? editor.set(['bookingRules'], plain(newBookingRules())) : chosen;
  };
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <OwnerOnly>
        {(owner) => (
          <>
            <SelectField label="Bookings" value={section.provider} options={PROVIDERS} onChange={choose(owner)} />
            {section.provider === 'frontdoor' && (
              <>
                {!bookable && <p className="field-hint">Make a service bookable in the Services section: until then, the published page leaves this section out.</p>}
                {websiteId && (
                  <p className="field-hint">
                    <Link to={bookingsPath(websiteId)}>See your bookings</Link>: the requests to confirm, and the week's calendar.
                  </p>
                )}
                {section.bookingRules && <BookingRulesFields rules={section.bookingRules} edit={owner} />}
              </>
            )}
          </>
        )}
      </OwnerOnly>
      {section.provider === 'frontdoor' ? null : (
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
      )}
    </>
  );
}
