import {
  EMAIL_MESSAGES,
  LIMITS,
  buttonSizeSchema,
  buttonStyleSchema,
  isValidEmail,
  linkTypeSchema,
  socialTypeSchema,
  type Link,
  type OperationResult,
  type SiteDocument,
} from '@frontdoor/shared';
import { CheckboxField, SelectField, type SelectOption } from './choice-fields';
import { useEditor } from './editor-context';
import { contentSections, LINK_TYPE_LABELS, linkableSections, linkOfType, sectionLabel, type SectionFilter } from './link-options';
import { TextField } from './text-fields';
import { normalizeUrl, urlProblem } from './url-rules';
import { WebRiskStatus } from './web-risk-status';

type Props = {
  link: Link;
  /** LIMITS.buttonLabel for buttons, LIMITS.navLink for navigation links. */
  labelMax: number;
  /** Writes the whole link: a type change replaces its fields, so one write keeps it valid. */
  onChange: (next: Link) => OperationResult;
  /** Which sections a Section link may point at. */
  sectionFilter?: SectionFilter;
};

/** Edits a link of the tagged union (spec §3): its type, label, the type's own field, style and size. */
export function LinkEditor({ link, labelMax, onChange, sectionFilter = contentSections }: Props) {
  const { document } = useEditor();
  const hasSections = linkableSections(document, sectionFilter).length > 0;
  const typeOptions = linkTypeSchema.options.map((type) => ({
    value: type,
    label: LINK_TYPE_LABELS[type],
    disabled: type === 'Section' && !hasSections && link.type !== 'Section',
  }));

  return (
    <div className="editor-link">
      <SelectField
        label="Link type"
        value={link.type}
        options={typeOptions}
        onChange={(type) => {
          if (type === link.type) return { ok: true };
          const next = linkOfType(type, link, document, sectionFilter);
          return next ? onChange(next) : { ok: false, reason: 'There is no section to link to yet.' };
        }}
      />
      <TextField label="Label" value={link.label} maxLength={labelMax} onChange={(label) => onChange({ ...link, label })} />
      <LinkTarget link={link} document={document} onChange={onChange} sectionFilter={sectionFilter} />
      <div className="editor-row">
        <SelectField
          label="Style"
          value={link.style}
          options={buttonStyleSchema.options.map((style) => ({ value: style, label: style }))}
          onChange={(style) => onChange({ ...link, style })}
        />
        <SelectField
          label="Size"
          value={link.size}
          options={buttonSizeSchema.options.map((size) => ({ value: size, label: size }))}
          onChange={(size) => onChange({ ...link, size })}
        />
      </div>
    </div>
  );
}

/** The field of the link's own type: where it goes. */
function LinkTarget({
  link,
  document,
  onChange,
  sectionFilter,
}: {
  link: Link;
  document: SiteDocument;
  onChange: (next: Link) => OperationResult;
  sectionFilter: SectionFilter;
}) {
  switch (link.type) {
    case 'None':
      return null;
    case 'Email':
      return (
        <TextField
          label="Email"
          type="email"
          value={link.email}
          maxLength={LIMITS.email}
          validate={(email) => (email.trim() === '' || isValidEmail(email) ? null : EMAIL_MESSAGES.invalid)}
          normalize={(email) => email.trim()}
          onChange={(email) => onChange({ ...link, email })}
        />
      );
    case 'Phone':
      return <TextField label="Phone" type="tel" value={link.phone} maxLength={LIMITS.phone} onChange={(phone) => onChange({ ...link, phone })} />;
    case 'Web':
      return (
        <>
          <div className="web-risk-field">
            <TextField
              label="URL"
              type="url"
              value={link.url}
              maxLength={LIMITS.externalUrl}
              placeholder="https://example.com"
              validate={urlProblem}
              normalize={normalizeUrl}
              // A changed address has not been checked yet: the safety check starts over (spec §4).
              onChange={(url) => onChange({ ...link, url, webRisk: 'Pending' })}
            />
            <WebRiskStatus url={link.url} state={link.webRisk} onRetry={() => onChange({ ...link, webRisk: 'Pending' })} />
          </div>
          <CheckboxField label="Open in new tab" checked={link.openInNewTab} onChange={(openInNewTab) => onChange({ ...link, openInNewTab })} />
        </>
      );
    case 'Section': {
      const options: SelectOption<string>[] = linkableSections(document, sectionFilter).map((section) => ({
        value: section.id,
        label: sectionLabel(section),
      }));
      const missing = !options.some((option) => option.value === link.sectionId);
      if (missing) options.unshift({ value: link.sectionId, label: 'A removed section' });
      return (
        <SelectField
          label="Section"
          value={link.sectionId}
          options={options}
          hint={missing ? 'That section is no longer on the page, so the link shows as plain text.' : undefined}
          onChange={(sectionId) => onChange({ ...link, sectionId })}
        />
      );
    }
    case 'Social': {
      const configured = new Set(document.websiteSettings.socialLinks.map((social) => social.type));
      return (
        <SelectField
          label="Social network"
          value={link.socialType}
          options={socialTypeSchema.options.map((type) => ({
            value: type,
            label: configured.has(type) ? type : `${type} (no profile yet)`,
          }))}
          hint={configured.has(link.socialType) ? undefined : `Add your ${link.socialType} profile in the website settings.`}
          onChange={(socialType) => onChange({ ...link, socialType })}
        />
      );
    }
  }
}
