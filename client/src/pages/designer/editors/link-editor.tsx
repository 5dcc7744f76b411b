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
import { useCallback, useLayoutEffect, useRef } from 'react';
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

/** Writes a change of the link made from its latest value (see useLatestLink); null: nothing to write. */
type LinkWrite = (change: (current: Link) => Link | null) => OperationResult;

/**
 * Each write builds on the link as this editor last wrote it, not on the copy the panel last
 * drew: the document reaches the panel a frame after a write, so two changes within that frame
 * (the type, then at once the label) would otherwise write the first one back out (the URL field
 * of a new Web link never appeared). A new copy from the document takes over when it is drawn.
 */
function useLatestLink(link: Link, onChange: (next: Link) => OperationResult): LinkWrite {
  const latest = useRef(link);
  useLayoutEffect(() => {
    latest.current = link;
  }, [link]);
  return useCallback(
    (change) => {
      const next = change(latest.current);
      if (!next) return { ok: true };
      const result = onChange(next);
      if (result.ok) latest.current = next;
      return result;
    },
    [onChange],
  );
}

/** Edits a link of the tagged union (spec §3): its type, label, the type's own field, style and size. */
export function LinkEditor({ link, labelMax, onChange, sectionFilter = contentSections }: Props) {
  const { document } = useEditor();
  const write = useLatestLink(link, onChange);
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
          let missing = false;
          const result = write((current) => {
            if (type === current.type) return null;
            const next = linkOfType(type, current, document, sectionFilter);
            missing = !next;
            return next;
          });
          return missing ? { ok: false, reason: 'There is no section to link to yet.' } : result;
        }}
      />
      <TextField label="Label" value={link.label} maxLength={labelMax} onChange={(label) => write((current) => ({ ...current, label }))} />
      <LinkTarget link={link} document={document} write={write} sectionFilter={sectionFilter} />
      <div className="editor-row">
        <SelectField
          label="Style"
          value={link.style}
          options={buttonStyleSchema.options.map((style) => ({ value: style, label: style }))}
          onChange={(style) => write((current) => ({ ...current, style }))}
        />
        <SelectField
          label="Size"
          value={link.size}
          options={buttonSizeSchema.options.map((size) => ({ value: size, label: size }))}
          onChange={(size) => write((current) => ({ ...current, size }))}
        />
      </div>
    </div>
  );
}

/** The field of the link's own type: where it goes. */
function LinkTarget({ link, document, write, sectionFilter }: { link: Link; document: SiteDocument; write: LinkWrite; sectionFilter: SectionFilter }) {
  /** A change of this type's own field (a write made while the type changed again is dropped: the new type has no such field). */
  const writeOwn = <T extends Link['type']>(type: T, change: (current: Extract<Link, { type: T }>) => Link) =>
    write((current) => (current.type === type ? change(current as Extract<Link, { type: T }>) : null));
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
          onChange={(email) => writeOwn('Email', (current) => ({ ...current, email }))}
        />
      );
    case 'Phone':
      return (
        <TextField label="Phone" type="tel" value={link.phone} maxLength={LIMITS.phone} onChange={(phone) => writeOwn('Phone', (current) => ({ ...current, phone }))} />
      );
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
              onChange={(url) => writeOwn('Web', (current) => ({ ...current, url, webRisk: 'Pending' }))}
            />
            <WebRiskStatus url={link.url} state={link.webRisk} onRetry={() => writeOwn('Web', (current) => ({ ...current, webRisk: 'Pending' }))} />
          </div>
          <CheckboxField label="Open in new tab" checked={link.openInNewTab} onChange={(openInNewTab) => writeOwn('Web', (current) => ({ ...current, openInNewTab }))} />
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
          onChange={(sectionId) => writeOwn('Section', (current) => ({ ...current, sectionId }))}
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
          onChange={(socialType) => writeOwn('Social', (current) => ({ ...current, socialType }))}
        />
      );
    }
  }
}
