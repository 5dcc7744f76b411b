import { arrayMove } from '@dnd-kit/sortable';
import { LIMITS, type NavLink, type OperationResult } from '@frontdoor/shared';
import { useState } from 'react';
import { useEditor } from './editor-context';
import { ItemList } from './item-list';
import { LinkEditor } from './link-editor';
import { navigationSections, newNavLink } from './link-options';
import type { ListEntry, ListOperations } from './list-operations';
import { plain } from './plain';

let lastKey = 0;
function freshKey(): string {
  lastKey += 1;
  return `nav-link-${lastKey}`;
}

/**
 * Keys for navigation links, which have no id in the document. They follow this panel's own
 * adds, removes and moves, so an entry keeps its open state and focus when the list changes; a
 * change of length from elsewhere (undo, another tab) adds or drops keys at the end.
 */
function useLinkKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, freshKey));
  if (keys.length === length) return [keys, setKeys] as const;
  const adjusted = keys.length > length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, freshKey)];
  setKeys(adjusted); // adjusting state while rendering, as React recommends for derived state
  return [adjusted, setKeys] as const;
}

const GONE: OperationResult = { ok: false, reason: 'That link no longer exists.' };

/**
 * The navigation links of the header or the footer. Without ids they cannot be addressed one
 * by one, so every change writes the whole `links` list (at most 6 short entries).
 */
export function NavLinkList({ links, max }: { links: readonly NavLink[]; max: number }) {
  const { edit, document } = useEditor();
  const [keys, setKeys] = useLinkKeys(links.length);
  const write = (next: readonly NavLink[]) => edit.set(['links'], plain(next));

  const operations: ListOperations = {
    add() {
      if (links.length >= max) return { result: { ok: false, reason: `At most ${max} allowed.` } };
      const result = write([...links, newNavLink(document, links)]);
      if (!result.ok) return { result };
      const key = freshKey();
      setKeys([...keys, key]);
      return { result, key };
    },
    remove(key) {
      const index = keys.indexOf(key);
      if (index < 0) return GONE;
      const result = write(links.filter((_, at) => at !== index));
      if (result.ok) setKeys(keys.filter((_, at) => at !== index));
      return result;
    },
    move(key, toIndex) {
      const index = keys.indexOf(key);
      if (index < 0) return GONE;
      const to = Math.max(0, Math.min(toIndex, links.length - 1));
      const result = write(arrayMove([...links], index, to));
      if (result.ok) setKeys(arrayMove(keys, index, to));
      return result;
    },
  };
  const entries: ListEntry<NavLink>[] = links.map((link, index) => ({ key: keys[index] ?? `nav-link-pending-${index}`, value: link }));

  return (
    <ItemList
      label="Links"
      noun="link"
      nounPlural="links"
      entries={entries}
      max={max}
      operations={operations}
      itemTitle={(link) => link.label}
      renderItem={(link, index) => (
        <LinkEditor
          link={link}
          labelMax={LIMITS.navLink}
          sectionFilter={navigationSections}
          onChange={(next) => write(links.map((entry, at) => (at === index ? next : entry)))}
        />
      )}
    />
  );
}
