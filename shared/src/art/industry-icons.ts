/** A drawn icon with the words that pick it (an industry pack's icons are checked against it: industryIconSchema). */
export interface IndustryIcon {
  icon: string;
  label: string;
  match: readonly string[];
}

const i = (icon: string, label: string, match = ''): IndustryIcon => ({ icon, label, match: match.split(' ').filter(Boolean) });

/**
 * A business of no industry whose words match no icon of the set: pictures of a local service
 * in general (booking, calling, finding it, a good experience), never another trade's motifs.
 */
export const NEUTRAL_ICONS: readonly IndustryIcon[] = [
  i('calendar', 'a calendar', 'book appointment schedul date'),
  i('phone', 'a phone', 'call phone contact'),
  i('map-pin', 'a map pin', 'local area visit location'),
  i('star', 'a star', 'review favourite favorite'),
  i('heart-handshake', 'a handshake with a heart', 'care friend trust'),
  i('message-circle', 'a speech bubble', 'consult question advice'),
  i('sparkles', 'sparkles', 'special custom finish'),
  i('clock', 'a clock', 'regular time hour'),
];

/**
 * The shape of an icon name in a picture's address: lowercase words and digits joined by single
 * hyphens (Tabler's own names). Anything else (dots, slashes, "..") is refused before any lookup;
 * the server also requires the name to be in the icon package's own list.
 */
export const ICON_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/;
