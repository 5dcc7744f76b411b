import { useEffect, useId, useState } from 'react';
import type { EditHolder } from '@frontdoor/shared';
import { useApiMutation } from '../../../api/query-client';
import type { ControlNotice, EditControl } from './use-live-draft';
import './edit-control-bar.css';

type Props = {
  websiteId: string;
  control: EditControl | null;
  notice: ControlNotice | null;
  onDismissNotice: () => void;
  onRequest: () => void;
  onAnswer: (requestId: string, handOver: boolean) => void;
  /** 'Take Edit Control' (spec §4), confirmed in its dialog. */
  onTakeControl: () => void;
  onOpenHistory: () => void;
  /** A watcher's Follow (issue 37): their canvas scrolls to the section the editor works in. */
  follow?: { on: boolean; toggle: () => void };
};

const who = (user: EditHolder | null | undefined) => user?.email ?? 'Someone else';

/**
 * Edit control under the designer bar (spec §4, issue 26): who edits and whether they have the
 * draft open, who is watching (avatars), and what a watcher can do — 'Start editing' when
 * nobody is editing, 'Request edit control' while the editor is there (with no answer in 30 s,
 * 'Take Edit Control' is the way on), 'Take Edit Control' always. The editor sees a request as
 * a prompt (hand over now / keep editing). The messages about edit control show here too.
 */
export function EditControlBar({ websiteId, control, notice, onDismissNotice, onRequest, onAnswer, onTakeControl, onOpenHistory, follow }: Props) {
  const waiting = useWaitingRequest(control);
  const starting = useApiMutation('post /api/websites/{id}/edit-control');
  const error = starting.error?.message ?? null;
  if (!control) return <ControlNoticeLine notice={notice} onDismiss={onDismissNotice} onOpenHistory={onOpenHistory} />;

  const holderHere = control.holder !== null && control.holderPresent;
  const watchers = control.present.filter((user) => user.userId !== control.self && user.userId !== control.holder?.userId);
  const start = () => starting.mutate({ params: { id: websiteId }, body: { mode: 'start' } });

  return (
    <>
      {control.editable && waiting.request && !waiting.mine && (
        <RequestPrompt from={waiting.request.from} onAnswer={(handOver) => onAnswer(waiting.request!.id, handOver)} />
      )}
      {(!control.editable || watchers.length > 0) && (
        <div className="edit-control-bar" role="status">
          <span className="edit-control-bar__text">
            {control.editable ? (
              'You are editing.'
            ) : holderHere ? (
              <>
                <strong>{who(control.holder)}</strong> is editing. You are watching their changes live.
                {waiting.mine && ' You asked for edit control; waiting for their answer…'}
                {waiting.unanswered && ` ${who(control.holder)} has not answered. You can take edit control.`}
              </>
            ) : (
              <>
                <strong>Nobody is editing.</strong>
                {control.holder && ` ${who(control.holder)} has left the designer.`}
              </>
            )}
          </span>
          <Watchers users={watchers} />
          {!control.editable && (
            <span className="edit-control-bar__actions">
              {holderHere ? (
                <>
                  {follow && (
                    <button
                      type="button"
                      className={`button button--small follow-button ${follow.on ? 'button--primary' : 'button--secondary'}`}
                      aria-pressed={follow.on}
                      title={follow.on ? 'Stop scrolling to where they edit' : 'Scroll to the section they edit, as they move'}
                      onClick={follow.toggle}
                    >
                      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                        <path
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
                        />
                      </svg>
                      Follow editor
                    </button>
                  )}
                  <button type="button" className="button button--secondary button--small" onClick={onRequest} disabled={waiting.mine}>
                    {waiting.mine ? 'Request sent' : 'Request edit control'}
                  </button>
                  <button type="button" className={`button button--small ${waiting.unanswered ? 'button--primary' : 'button--secondary'}`} onClick={onTakeControl}>
                    Take Edit Control
                  </button>
                </>
              ) : (
                <button type="button" className="button button--primary button--small" onClick={start} disabled={starting.isPending}>
                  {starting.isPending ? 'Starting…' : 'Start editing'}
                </button>
              )}
            </span>
          )}
        </div>
      )}
      {error && (
        <p className="edit-control-bar edit-control-bar--alert" role="alert">
          {error}
        </p>
      )}
      <ControlNoticeLine notice={notice} onDismiss={onDismissNotice} onOpenHistory={onOpenHistory} />
    </>
  );
}

/** The request shown to the editor: a non-modal prompt that does not take the focus from their typing. */
function RequestPrompt({ from, onAnswer }: { from: EditHolder; onAnswer: (handOver: boolean) => void }) {
  const title = useId();
  return (
    <div className="edit-control-bar edit-control-bar--prompt" role="alertdialog" aria-modal="false" aria-labelledby={title}>
      <span id={title} className="edit-control-bar__text" role="status">
        <strong>{who(from)}</strong> asks to edit. Your changes stay in the draft when you hand over.
      </span>
      <span className="edit-control-bar__actions">
        <button type="button" className="button button--primary button--small" onClick={() => onAnswer(true)}>
          Hand over now
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onAnswer(false)}>
          Keep editing
        </button>
      </span>
    </div>
  );
}

/** Who else has the draft open: initials, with the email as accessible name and tooltip. */
function Watchers({ users }: { users: readonly EditHolder[] }) {
  if (users.length === 0) return null;
  return (
    <ul className="edit-control-bar__watchers" aria-label="Watching">
      {users.map((user) => (
        <li key={user.userId}>
          <span className="watcher-avatar" role="img" aria-label={who(user)} title={who(user)}>
            {initials(user.email)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ControlNoticeLine({ notice, onDismiss, onOpenHistory }: { notice: ControlNotice | null; onDismiss: () => void; onOpenHistory: () => void }) {
  if (!notice) return null;
  const kept = notice.kind === 'kept';
  return (
    <div className={`edit-control-bar edit-control-bar--${notice.kind}`} role={notice.kind === 'declined' ? 'status' : 'alert'}>
      <span className="edit-control-bar__text">
        {notice.kind === 'declined' && `${who(notice.holder)} keeps editing.`}
        {notice.kind === 'refused' && notice.message}
        {kept && `${who(notice.takenBy)} took edit control. Your unsaved changes were kept as a version in History; you can restore them when you edit again.`}
      </span>
      <span className="edit-control-bar__actions">
        {kept && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => {
              onOpenHistory();
              onDismiss();
            }}
          >
            Open History
          </button>
        )}
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
          ✕
        </button>
      </span>
    </div>
  );
}

/**
 * The request waiting for the holder, as this tab sees it: whether it is this user's, and
 * whether this user's went unanswered for its 30 s (then 'Take Edit Control' is the way on,
 * until control changes hands or they ask again).
 */
function useWaitingRequest(control: EditControl | null) {
  const request = control?.request ?? null;
  const endsAt = request && control ? control.receivedAt + request.waitsMs : 0;
  const [now, setNow] = useState(() => Date.now());
  const expired = request !== null && now >= endsAt;
  const mine = request !== null && request.from.userId === control?.self;
  const holderId = control?.holder?.userId ?? null;
  const [unansweredBy, setUnansweredBy] = useState<string | null>(null);
  useEffect(() => {
    if (!request || expired) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [request, expired, endsAt]);
  useEffect(() => {
    if (mine && expired) setUnansweredBy(holderId);
  }, [mine, expired, holderId]);
  const waiting = request && !expired ? request : null;
  const mineWaiting = mine && waiting !== null;
  return { request: waiting, mine: mineWaiting, unanswered: !mineWaiting && ((mine && expired) || (unansweredBy !== null && unansweredBy === holderId)) };
}

function initials(email: string | null): string {
  const name = (email ?? '?').split('@')[0] ?? '?';
  const parts = name.split(/[._-]+/).filter(Boolean);
  return ((parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.slice(0, 2)) || '?').toUpperCase();
}
