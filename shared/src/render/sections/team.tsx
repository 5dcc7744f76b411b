import type { TeamSection } from '../../site/sections/team.js';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import { imageUrl, mediaClass, SiteImage } from '../site-image.js';
import { Placeholder, SampleBadge, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

/** Up to two initials of a name, for a member without a photo. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The people behind the business: photo (or initials), name, job title and bio. A generated
 * sample member wears a 'Sample' badge in the designer; published pages leave samples out.
 */
export function TeamView({ section, frame }: { section: TeamSection; frame: SectionFrame }) {
  const { mode } = useSite();
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {section.members.length === 0 && mode === 'preview' && <Placeholder>Add your team</Placeholder>}
        <ul className="team">
          {section.members.map((member) => (
            <li key={member.id}>
              {member.sample && <SampleBadge />}
              {member.image && imageUrl(member.image) ? (
                <div className={mediaClass(member.image)}>
                  <SiteImage image={member.image} sizes="240px" />
                </div>
              ) : (
                initials(member.name) && (
                  <div className="av" aria-hidden="true">
                    {initials(member.name)}
                  </div>
                )
              )}
              <EditableText as="h3" path={['sections', section.id, 'members', member.id, 'name']} value={member.name} maxLength={LIMITS.teamName} label="Name" />
              <EditableText
                as="p"
                className="role"
                path={['sections', section.id, 'members', member.id, 'jobTitle']}
                value={member.jobTitle}
                maxLength={LIMITS.teamTitle}
                label="Job title"
              />
              <EditableText
                as="p"
                className="mu"
                path={['sections', section.id, 'members', member.id, 'description']}
                value={member.description}
                maxLength={LIMITS.teamDescription}
                label="About them"
              />
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
