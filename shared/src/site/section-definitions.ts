import { SECTION_REGISTRY } from './section-registry.js';
import type { SectionType } from './section-type.js';

/** How a section type behaves in the section picker and in the document (spec §3, §9). */
export interface SectionDefinition {
  /** Name shown to the owner. */
  readonly title: string;
  /** One sentence on what the section is (the Add-section dialog). */
  readonly description: string;
  readonly type: SectionType;
  /** Every site has exactly one; it cannot be removed. */
  readonly required: boolean;
  /** Stays first ('top') or last ('bottom'): never moved or duplicated, and content goes between. */
  readonly pinned?: 'top' | 'bottom';
  /** Selected by default in onboarding. */
  readonly default: boolean;
  /** Header navigation may link to it. */
  readonly headerLinkAllowed: boolean;
  readonly maxCount: number;
  readonly disabled?: boolean;
  readonly hideFromOnboarding?: boolean;
}

function definition(type: SectionType): SectionDefinition {
  const { title, description, required = false, pinned, default: isDefault, headerLinkAllowed, maxCount, disabled, hideFromOnboarding } = SECTION_REGISTRY[type];
  return {
    title,
    description,
    type,
    required,
    ...(pinned ? { pinned } : {}),
    default: isDefault,
    headerLinkAllowed,
    maxCount,
    ...(disabled ? { disabled } : {}),
    ...(hideFromOnboarding ? { hideFromOnboarding } : {}),
  };
}

/**
 * One definition per section type, in the spec's order, read from SECTION_REGISTRY. Header and
 * Footer are separate types in the document but one entry in the section picker: see
 * HEADER_AND_FOOTER_ENTRY.
 *
 * Header links are allowed to the content sections a visitor would look for; not to the header
 * and footer themselves, nor to banners and code embeds, which can repeat (up to 3) and have no
 * title worth a menu item.
 */
export const SECTION_DEFINITIONS: readonly SectionDefinition[] = (Object.keys(SECTION_REGISTRY) as SectionType[]).map(definition);

/** The definition of each section type. */
export const SECTION_DEFINITION_BY_TYPE = Object.fromEntries(SECTION_DEFINITIONS.map((entry) => [entry.type, entry])) as Readonly<Record<SectionType, SectionDefinition>>;

/** Whether a section type stays in its place at the top or bottom of the page (the Header and the Footer). */
export const isPinned = (type: SectionType): boolean => SECTION_DEFINITION_BY_TYPE[type].pinned !== undefined;

/** An entry of the section picker: one or more section types chosen together. */
export interface SectionPickerEntry {
  readonly title: string;
  readonly types: readonly SectionType[];
  readonly required: boolean;
  readonly default: boolean;
}

/** The combined 'Header & Footer' entry (the pinned types): required and default (spec §3). */
export const HEADER_AND_FOOTER_ENTRY: SectionPickerEntry = {
  title: 'Header & Footer',
  types: SECTION_DEFINITIONS.filter((entry) => entry.pinned).map((entry) => entry.type),
  required: true,
  default: true,
};

/**
 * The onboarding section picker (WebsiteSectionSelection step): the combined Header & Footer
 * entry first, then every other type that is neither hidden from onboarding nor disabled.
 */
export const ONBOARDING_SECTION_ENTRIES: readonly SectionPickerEntry[] = [
  HEADER_AND_FOOTER_ENTRY,
  ...SECTION_DEFINITIONS.filter((entry) => !entry.pinned && !entry.hideFromOnboarding && !entry.disabled).map((entry) => ({
    title: entry.title,
    types: [entry.type],
    required: entry.required,
    default: entry.default,
  })),
];
