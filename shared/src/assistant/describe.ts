import { formatOpeningHours } from '../site/business-details.js';
import { SECTION_DEFINITION_BY_TYPE } from '../site/section-definitions.js';
import type { SiteDocument } from '../site/site-document.js';
import type { AssistantOperation } from './operations.js';

const DETAIL_NAMES = { phone: 'Phone', email: 'Email', address: 'Address', serviceArea: 'Area served', hoursNote: 'Note on the hours' } as const;

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;

/** A section as the owner knows it: its type's title ("Services"). */
function sectionName(document: SiteDocument, sectionId: string): string {
  const section = document.sections.find((candidate) => candidate.id === sectionId);
  return section ? SECTION_DEFINITION_BY_TYPE[section.type].title : 'A section';
}

/** One line per operation, as the Assistant panel lists what an answer will change ("Opening hours: Saturday 09:00–13:00"). */
export function describeOperation(operation: AssistantOperation, document: SiteDocument): string {
  switch (operation.op) {
    case 'setOpeningHours':
      return operation.periods.length
        ? `Opening hours: ${operation.day} ${formatOpeningHours(operation.periods.map((period) => ({ day: operation.day, ...period })))[0]?.times ?? ''}`
        : `Opening hours: closed on ${operation.day}`;
    case 'setBusinessDetail':
      return operation.value ? `${DETAIL_NAMES[operation.key]}: ${operation.value}` : `${DETAIL_NAMES[operation.key]}: removed`;
    case 'addService':
      return `Services: add ${quoted(operation.heading)}`;
    case 'removeService': {
      const services = document.sections.find((section) => section.type === 'Services');
      const item = services?.type === 'Services' ? services.items.find((candidate) => candidate.id === operation.itemId) : undefined;
      return `Services: remove ${quoted(item?.heading || 'a service')}`;
    }
    case 'setText':
      return `${sectionName(document, operation.sectionId)}: ${operation.field} ${quoted(operation.text)}`;
    case 'setButtonLink':
      return `${sectionName(document, operation.sectionId)}: button ${quoted(operation.label)} to ${operation.url}`;
    case 'addSection':
      return `Add a ${SECTION_DEFINITION_BY_TYPE[operation.sectionType].title} section`;
    case 'removeSection':
      return `Remove the ${sectionName(document, operation.sectionId)} section`;
    case 'removeSamples':
      return `${sectionName(document, operation.sectionId)}: remove the samples`;
    case 'moveSection':
      return `Move the ${sectionName(document, operation.sectionId)} section to place ${operation.toIndex + 1}`;
    case 'setPalette':
      return `Colours: ${operation.name}`;
    case 'setFontPair':
      return `Fonts: ${operation.name}`;
    case 'translateSite':
      return `Language: ${operation.language}, with ${operation.texts.length} ${operation.texts.length === 1 ? 'text' : 'texts'} translated`;
  }
}
