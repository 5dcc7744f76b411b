import type { TeamSection } from '../../site/sections/team.js';
import { useSite } from '../context.js';
import { imageUrl, mediaClass, SiteImage } from '../site-image.js';
import { hasText, Placeholder, SampleBadge, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

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
              {hasText(member.name) && <h3>{member.name}</h3>}
              {hasText(member.jobTitle) && <p className="role">{member.jobTitle}</p>}
              {hasText(member.description) && <p className="mu">{member.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
