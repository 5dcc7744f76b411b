import { LIMITS, REQUIRED_CONTACT_FIELD_IDS, type ContactField, type ContactFieldValidator, type ContactSection } from '@frontdoor/shared';
import type { SectionEditor, SectionPanelProps } from '../editing/section-editor';
import { BusinessDetailsFields } from '../settings/business-details-panel';
import { SelectField } from './choice-fields';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { plain } from './plain';
import { TextArea, TextField } from './text-fields';

const REQUIRED_IDS: ReadonlySet<string> = new Set(Object.values(REQUIRED_CONTACT_FIELD_IDS));

const FIELD_TYPES = [
  { value: 'Text', label: 'Single line' },
  { value: 'TextArea', label: 'Several lines' },
] as const;

type Validation = 'None' | ContactFieldValidator;
const VALIDATIONS = [
  { value: 'None', label: 'Optional' },
  { value: 'Required', label: 'Required' },
  { value: 'EmailRequired', label: 'Required email address' },
] as const;

function validationOf(field: ContactField): Validation {
  if (field.validators.includes('EmailRequired')) return 'EmailRequired';
  return field.validators.includes('Required') ? 'Required' : 'None';
}

/**
 * Contact: heading, the form's fields (at most 10), success message, submit label and the
 * business details shown beside the form (phone, email, address, area, hours: the website's
 * business details, also in Settings). The name, email and message fields are on every form
 * (spec §3, §5): they cannot be removed and their validators are never changed here.
 */
export function ContactEditor({ section, document, edit }: SectionPanelProps<ContactSection>) {
  const create = (id: string): ContactField => ({ id, title: '', type: 'Text', validators: [] });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <ItemList
        label="Form fields"
        noun="field"
        nounPlural="fields"
        entries={idEntries(section.fields)}
        max={LIMITS.contactFormFields}
        operations={idListOperations(edit, ['fields'], { count: section.fields.length, max: LIMITS.contactFormFields, create: (id) => plain(create(id)) })}
        itemTitle={(field) => field.title}
        canRemove={(field) => !REQUIRED_IDS.has(field.id)}
        badge={(field) => (REQUIRED_IDS.has(field.id) ? 'Required' : null)}
        renderItem={(field) => <ContactFieldFields field={field} edit={edit} />}
      />
      <TextArea
        label="Success message"
        rows={2}
        hint="Shown to visitors after they send the form."
        value={section.successMessage}
        maxLength={LIMITS.contactSuccessMessage}
        onChange={(text) => edit.set(['successMessage'], text)}
      />
      <TextField label="Submit label" value={section.submitLabel} maxLength={LIMITS.buttonLabel} onChange={(text) => edit.set(['submitLabel'], text)} />
      <h3 className="business-panel__subheading">How customers reach you</h3>
      <p className="field-hint">Optional. The same details as Settings → Business details: they also show in the header and footer.</p>
      <BusinessDetailsFields document={document} />
    </>
  );
}

function ContactFieldFields({ field, edit }: { field: ContactField; edit: SectionEditor }) {
  const at = (key: string) => ['fields', field.id, key];
  const required = REQUIRED_IDS.has(field.id);
  return (
    <>
      <TextField label="Title" value={field.title} maxLength={LIMITS.contactFieldTitle} onChange={(text) => edit.set(at('title'), text)} />
      <SelectField label="Type" value={field.type} options={FIELD_TYPES} onChange={(type) => edit.set(at('type'), type)} />
      {required ? (
        <p className="field-hint">Every contact form asks for this, so it is always required and cannot be removed.</p>
      ) : (
        <SelectField
          label="Validation"
          value={validationOf(field)}
          options={VALIDATIONS}
          onChange={(validation) => edit.set(at('validators'), validation === 'None' ? [] : [validation])}
        />
      )}
    </>
  );
}
