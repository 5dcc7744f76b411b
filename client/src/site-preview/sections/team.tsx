import type { TeamSection } from '@frontdoor/shared';
import { SiteImage } from '../site-image';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The people behind the business: photo (or initials), name, role and a short bio. */
export function TeamView({ section }: { section: TeamSection }) {
  return (
    <div className="ws-section">
      <div className="ws-container">
        <h2 className="ws-section__title">{section.heading}</h2>
        <ul className="ws-cards ws-cards--team">
          {section.members.map((member) => (
            <li key={member.id} className="ws-member">
              <div className="ws-member__photo">
                {member.image ? <SiteImage image={member.image} sizes="160px" /> : <span aria-hidden="true">{initials(member.name)}</span>}
              </div>
              <h3 className="ws-card__title">{member.name}</h3>
              {member.jobTitle && <p className="ws-member__role">{member.jobTitle}</p>}
              {member.description && <p className="ws-card__text">{member.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
