import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EditControl } from './use-live-draft';

// Vite loads the stylesheets; jest has no CSS transform. The bar's one call ('Start editing') is not made here.
jest.unstable_mockModule('./edit-control-bar.css', () => ({}));
jest.unstable_mockModule('../../../api/api', () => ({ api: jest.fn(), publicApi: jest.fn() }));
const { EditControlBar } = await import('./edit-control-bar');

const owner = { userId: 'u-owner', email: 'owner@example.com' };
const guest = { userId: 'u-guest', email: 'guest@example.com' };
const other = { userId: 'u-other', email: 'sam.lee@example.com' };

function render(control: Partial<EditControl>): string {
  const state: EditControl = {
    holder: owner,
    editable: false,
    self: guest.userId,
    holderPresent: true,
    present: [owner, guest],
    request: null,
    receivedAt: Date.now(),
    ...control,
  };
  const noop = () => undefined;
  return renderToStaticMarkup(
    <EditControlBar websiteId="w1" control={state} notice={null} onDismissNotice={noop} onRequest={noop} onAnswer={noop} onTakeControl={noop} onOpenHistory={noop} />,
  );
}
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

describe('the edit-control bar (issue 26)', () => {
  it('a watcher of a present editor: who edits, Request edit control, and Take Edit Control as the base rule', () => {
    const html = render({});
    expect(html).toContain('<strong>owner@example.com</strong> is editing. You are watching their changes live.');
    expect(buttons(html)).toEqual(['Request edit control', 'Take Edit Control']);
  });

  it('nobody editing (the holder left, or nobody holds): Start editing only', () => {
    for (const html of [render({ holderPresent: false, present: [guest] }), render({ holder: null, holderPresent: false })]) {
      expect(html).toContain('<strong>Nobody is editing.</strong>');
      expect(buttons(html)).toEqual(['Start editing']);
    }
  });

  it('the watcher’s own request: waiting, then unanswered after 30 s with Take Edit Control first', () => {
    const request = { id: 'r1', from: guest, waitsMs: 30_000 };
    const waiting = render({ request });
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>Request sent<\/button>/);
    expect(waiting).toContain('waiting for their answer');
    const unanswered = render({ request, receivedAt: Date.now() - 31_000 });
    expect(unanswered).toContain('owner@example.com has not answered. You can take edit control.');
    expect(unanswered).toMatch(/class="button button--small button--primary"[^>]*>Take Edit Control</);
    expect(buttons(unanswered)).toContain('Request edit control');
  });

  it('the editor: a prompt for a request, and who is watching as avatars named by email', () => {
    const html = render({ editable: true, self: owner.userId, present: [owner, guest, other], request: { id: 'r1', from: guest, waitsMs: 25_000 } });
    expect(html).toMatch(/role="alertdialog"[^>]*>.*<strong>guest@example.com<\/strong> asks to edit/s);
    expect(buttons(html)).toEqual(['Hand over now', 'Keep editing']);
    expect(html).toContain('<ul class="edit-control-bar__watchers" aria-label="Watching">');
    expect(html).toContain('role="img" aria-label="guest@example.com" title="guest@example.com">GU</span>');
    expect(html).toContain('aria-label="sam.lee@example.com" title="sam.lee@example.com">SL</span>');
    expect(html).not.toContain('aria-label="owner@example.com"');
    // Alone with the draft, the editor sees no bar at all.
    expect(render({ editable: true, self: owner.userId, present: [owner] })).toBe('');
  });
});
