import { LIMITS, type TeamMember, type TeamSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { plain } from './plain';
import { sampleBadge, SampleNote } from './sample-note';
import { SectionImageField, themeFrame } from './section-image-field';
import { TextArea, TextField } from './text-fields';

/**
 * Team: heading and up to 12 members with photo, name, job title and bio (description). A generated
 * sample member is a placeholder and says so; it becomes real only when its bio is written (issue
 * 36), so 'Rewrite with AI' is not offered on a placeholder bio.
 */
export function TeamEditor({ section, document, edit }: SectionPanelProps<TeamSection>) {
  const create = (id: string): TeamMember => ({ id, name: '', jobTitle: '', description: '' });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.teamHeading} onChange={(text) => edit.set(['heading'], text)} />
      <ItemList
        label="Team members"
        noun="team member"
        nounPlural="team members"
        entries={idEntries(section.members)}
        max={LIMITS.teamMembers}
        operations={idListOperations(edit, ['members'], { count: section.members.length, max: LIMITS.teamMembers, create: (id) => plain(create(id)) })}
        itemTitle={(member) => member.name}
        badge={sampleBadge}
        renderItem={(member, index) => {
          const at = (field: string) => ['members', member.id, field];
          return (
            <>
              {member.sample && <SampleNote kind="team member" />}
              <SectionImageField
                path={at('image')}
                image={member.image}
                label="Photo"
                slotName={`team member ${index + 1}`}
                orientation="portrait"
                // Portraits: square unless the theme's frame is already portrait or round (stylesheet.ts, --at).
                shape={themeFrame(document.theme.imageFrame === 'Landscape' ? 'Square' : document.theme.imageFrame)}
              />
              <TextField label="Name" value={member.name} maxLength={LIMITS.teamName} onChange={(text) => edit.set(at('name'), text)} />
              <TextField label="Job title" value={member.jobTitle} maxLength={LIMITS.teamTitle} onChange={(text) => edit.set(at('jobTitle'), text)} />
              <TextArea
                label="Description"
                hint="A short bio."
                value={member.description}
                maxLength={LIMITS.teamDescription}
                rewritePurpose={member.sample ? undefined : 'Bio of a team member'}
                onChange={(text) => edit.set(at('description'), text)}
              />
            </>
          );
        }}
      />
    </>
  );
}
