import { useEffect, useRef, useState } from 'react';
import { SECTION_DEFINITION_BY_TYPE, type Section } from '@frontdoor/shared';
import type { WatchedEditor } from './use-whereabouts';
import { Throttle } from './whereabouts';

/** Changes of section are said at most this often. */
const ANNOUNCE_GAP_MS = 4_000;

/**
 * Tells a watcher's screen reader where the editor moved (issue 37), politely and at most every
 * few seconds ('dana@example.com is editing Services'); a change of field within a section is
 * not said.
 */
export function WhereaboutsAnnouncer({ watched, sections }: { watched: WatchedEditor | null; sections: readonly Section[] }) {
  const [text, setText] = useState('');
  const throttle = useRef<Throttle | null>(null);
  useEffect(() => {
    const current = new Throttle(ANNOUNCE_GAP_MS, setText);
    throttle.current = current;
    return () => current.cancel();
  }, []);
  const section = watched ? sections.find((each) => each.id === watched.sectionId) : undefined;
  const line = watched && section ? `${watched.name} is editing ${SECTION_DEFINITION_BY_TYPE[section.type].title}` : null;
  useEffect(() => {
    if (line) throttle.current?.push(line);
  }, [line]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-whereabouts-announcer>
      {text}
    </div>
  );
}
