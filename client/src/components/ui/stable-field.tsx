import { memo, useLayoutEffect, useRef, type ComponentPropsWithRef, type RefObject } from 'react';

/**
 * Native form controls that React leaves alone while nothing the person sees changes.
 *
 * React 19 writes an <input>'s `type` and `name` (and a <textarea>'s value) again on
 * every commit of its props, and a field's props change on every render of its panel: its event
 * handlers are new closures each time. While the owner types in the canvas, every field of the
 * open section panel was written so, and the browser restyled and laid the panel out again on
 * each keystroke (issue 38: keystroke to paint). Here the handlers are read from the latest
 * render when an event arrives, so the element itself is committed again only when one of its
 * other props (value, disabled, aria-*, class…) really changed.
 */
type Handlers = Record<string, ((...args: never[]) => unknown) | undefined>;

function split<P extends object>(props: P): { plain: Record<string, unknown>; handlers: Handlers } {
  const plain: Record<string, unknown> = {};
  const handlers: Handlers = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function' && key !== 'ref') handlers[key] = value as Handlers[string];
    else plain[key] = value;
  }
  return { plain, handlers };
}

/** The element's own props, with each handler a stable forwarder to the latest one. */
function forwarders(latest: RefObject<Handlers>, names: readonly string[]): Handlers {
  return Object.fromEntries(names.map((name) => [name, (...args: never[]) => latest.current[name]?.(...args)]));
}

function useLatestHandlers(handlers: Handlers): RefObject<Handlers> {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return latest;
}

type InnerProps = { tag: 'input' | 'textarea'; plain: Record<string, unknown>; names: string; latest: RefObject<Handlers> };

const Inner = memo(
  function Inner({ tag, plain, names, latest }: InnerProps) {
    const Tag = tag;
    return <Tag {...plain} {...forwarders(latest, names ? names.split(',') : [])} />;
  },
  (before, after) => before.tag === after.tag && before.names === after.names && before.latest === after.latest && shallowEqual(before.plain, after.plain),
);

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

function useStable(tag: InnerProps['tag'], props: object) {
  const { plain, handlers } = split(props);
  const latest = useLatestHandlers(handlers);
  return <Inner tag={tag} plain={plain} names={Object.keys(handlers).sort().join(',')} latest={latest} />;
}

/** An <input> committed again only when a prop other than its handlers changed. */
export function StableInput(props: ComponentPropsWithRef<'input'>) {
  return useStable('input', props);
}

/** A <textarea> committed again only when a prop other than its handlers changed. */
export function StableTextArea(props: ComponentPropsWithRef<'textarea'>) {
  return useStable('textarea', props);
}
