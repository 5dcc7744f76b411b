import {
  ASSISTANT_LABEL_MAX,
  applyAssistantOperations,
  businessDetailsOf,
  countSamples,
  describeOperation,
  planIds,
  type AssistantAnswer,
  type AssistantProgress,
  type SiteDocument,
} from '@frontdoor/shared';
import { useId, useState, type FormEvent } from 'react';
import { useApiMutation } from '../../../api/query-client';
import { useLiveEvents } from '../../../app/live-events';
import { ASSISTANT_ORIGIN, type LiveSession } from '../live/use-live-draft';
import './assistant-panel.css';

/** One exchange: what the owner asked, and the answer with its changes and their fate. */
interface Exchange {
  id: string;
  message: string;
  answer: AssistantAnswer;
  /** The document the changes were described against (their lines stay as first shown). */
  lines: string[];
  state: 'proposed' | 'applied' | 'discarded';
  problem?: string;
}

/** Suggestions from the site's state: what is missing first, then a few changes owners often ask for. */
function suggestionsFor(document: SiteDocument): string[] {
  const details = businessDetailsOf(document);
  const suggestions: string[] = [];
  if (!details.hours.length) suggestions.push('Open weekdays 9 to 5');
  if (!details.phone) suggestions.push('Our phone number is ');
  if (countSamples(document).reviews > 0) suggestions.push('Remove the sample reviews');
  if (!document.sections.some((section) => section.type === 'FrequentlyAskedQuestions')) suggestions.push('Add a FAQ section');
  suggestions.push('Autumn colours', 'Calmer fonts');
  return suggestions.slice(0, 4);
}

/** What the assistant is doing while the owner waits, from its progress events. */
function progressText(progress: AssistantProgress | null): string {
  switch (progress?.stage) {
    case 'asking':
      return 'Asking the AI model…';
    case 'repairing':
      return 'Its first answer broke a rule of the page: asking again…';
    case 'translating':
      return `Translating the texts: ${progress.done ?? 0} of ${progress.total ?? 0} done…`;
    default:
      return 'Reading your request…';
  }
}

/** The History label of an applied answer: its changes in short ("Opening hours: Saturday 9:00–13:00; Services: add …"). */
const historyLabel = (lines: string[]) => {
  const text = lines.join('; ');
  return text.length > ASSISTANT_LABEL_MAX ? `${text.slice(0, ASSISTANT_LABEL_MAX - 1)}…` : text;
};

/**
 * The designer's Assistant (issue 41): the owner says what to change; the answer lists the
 * changes it will make, and Apply makes them in one step (one Undo takes them back, History names
 * it), checked first with the same rules as the owner's own edits. A watcher sees the panel
 * read-only; the editor's applied changes reach them live like any edit.
 */
export function AssistantPanel({
  websiteId,
  document,
  session,
  editable,
  save,
}: {
  websiteId: string;
  document: SiteDocument;
  session: LiveSession | null;
  editable: boolean;
  save: (label: string) => Promise<{ ok: true } | { ok: false; message: string }>;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [progress, setProgress] = useState<AssistantProgress | null>(null);
  const ask = useApiMutation('post /api/websites/{id}/assistant', {
    onMutate: () => setProgress(null),
    onSettled: () => setProgress(null),
    onSuccess: (answer, input) => {
      setExchanges((list) => [
        ...list,
        {
          id: crypto.randomUUID(),
          message: input.body.message,
          answer,
          lines: answer.operations.map((operation) => describeOperation(operation, document)),
          state: 'proposed',
        },
      ]);
      setMessage('');
    },
  });
  // The answer's progress as it is made (a model's stages, a translation's count): sent to this user's tabs.
  useLiveEvents((signal) => {
    if (signal.type === 'assistant-progress' && signal.websiteId === websiteId && ask.isPending) setProgress(signal.progress);
  });
  const update = (exchangeId: string, change: Partial<Exchange>) => setExchanges((list) => list.map((item) => (item.id === exchangeId ? { ...item, ...change } : item)));

  const send = () => {
    if (!message.trim() || !editable || ask.isPending) return;
    ask.mutate({ params: { id: websiteId }, body: { message: message.trim() } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const apply = (exchange: Exchange) => {
    if (!session || !editable) return;
    const { ydoc, undoManager } = session;
    const ids = planIds(exchange.answer.operations, () => crypto.randomUUID());
    // Its own step of the undo history, kept apart from the edits before and after it.
    undoManager.stopCapturing();
    const result = applyAssistantOperations(ydoc, exchange.answer.operations, ids, ASSISTANT_ORIGIN);
    undoManager.stopCapturing();
    if (!result.ok) return update(exchange.id, { problem: `Nothing was changed: ${result.reason}` });
    update(exchange.id, { state: 'applied', problem: undefined });
    void save(historyLabel(exchange.lines)).then((saved) => {
      if (!saved.ok) update(exchange.id, { problem: `Applied, but not yet kept as a version in History: ${saved.message}` });
    });
  };

  return (
    <div className="assistant">
      <p className="assistant__intro">Tell the assistant what to change, in your own words. It lists the changes first; nothing changes until you press Apply.</p>
      {!editable && (
        <p className="assistant__note" role="note">
          Only the person editing can use the assistant. You see its changes on the page as they are applied.
        </p>
      )}
      <form className="assistant__form" onSubmit={submit}>
        <label htmlFor={`${id}-message`} className="field-label">
          What would you like to change?
        </label>
        <textarea
          id={`${id}-message`}
          className="text-input assistant__input"
          rows={3}
          maxLength={1000}
          value={message}
          disabled={!editable || ask.isPending}
          placeholder="Open Saturdays 9 to 1 and add gutter cleaning as a service"
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
        />
        <div className="assistant__actions">
          <button type="submit" className="button button--primary button--small" disabled={!editable || ask.isPending || !message.trim()}>
            {ask.isPending ? 'Thinking…' : 'Ask'}
          </button>
        </div>
        {ask.isPending && (
          <div className="assistant__progress" role="status">
            <span>{progressText(progress)}</span>
            {progress?.stage === 'translating' && progress.total ? <progress value={progress.done ?? 0} max={progress.total} aria-label="Texts translated" /> : null}
          </div>
        )}
        {editable && (
          <ul className="assistant__suggestions" aria-label="Suggestions">
            {suggestionsFor(document).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="assistant__suggestion" onClick={() => setMessage(suggestion)}>
                  {suggestion.trim()}
                </button>
              </li>
            ))}
          </ul>
        )}
        {ask.error && (
          <p className="field-error" role="alert">
            {ask.error.message}
          </p>
        )}
      </form>
      <ol className="assistant__conversation" aria-label="Conversation" aria-live="polite">
        {exchanges.map((exchange) => (
          <li key={exchange.id} className="assistant__exchange">
            <p className="assistant__asked">
              <span className="visually-hidden">You asked: </span>
              {exchange.message}
            </p>
            <div className="assistant__answer">
              <p>{exchange.answer.reply}</p>
              {exchange.lines.length > 0 && (
                <ul className="assistant__changes" aria-label="Changes">
                  {exchange.lines.map((line, index) => (
                    <li key={index} className={exchange.state === 'discarded' ? 'assistant__change--discarded' : undefined}>
                      {line}
                    </li>
                  ))}
                </ul>
              )}
              {exchange.answer.questions.map((question) => (
                <p key={question} className="assistant__question">
                  {question}
                </p>
              ))}
              {exchange.problem && (
                <p className="field-error" role="alert">
                  {exchange.problem}
                </p>
              )}
              {exchange.lines.length > 0 &&
                (exchange.state === 'proposed' ? (
                  <div className="assistant__actions">
                    <button type="button" className="button button--primary button--small" disabled={!editable} onClick={() => apply(exchange)}>
                      Apply
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => update(exchange.id, { state: 'discarded', problem: undefined })}
                    >
                      Discard
                    </button>
                  </div>
                ) : (
                  <p className="assistant__state">{exchange.state === 'applied' ? 'Applied. Undo takes it back.' : 'Discarded.'}</p>
                ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
