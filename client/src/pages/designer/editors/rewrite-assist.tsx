import { useEffect, useId, useRef, useState } from 'react';
import { SparklesIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useEditor } from './editor-context';
import { clampText } from './use-doc-text';

type RewriteState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'proposal'; text: string } | { kind: 'error'; message: string };

const UNAVAILABLE = 'The AI writer is not available right now. Please try again.';

/**
 * 'Rewrite with AI' for one text field: asks `edit.rewrite`, then shows the proposal beside
 * the field. The field only changes when the person picks 'Use this'.
 */
export function useRewrite({ text, maxLength, purpose, onUse }: { text: string; maxLength: number; purpose: string; onUse: (text: string) => void }) {
  const { edit } = useEditor();
  const [state, setState] = useState<RewriteState>({ kind: 'idle' });
  // A request that answers after the field is gone (another section selected) is dropped.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const start = async () => {
    setState({ kind: 'busy' });
    let next: RewriteState;
    try {
      const result = await edit.rewrite({ text, maxLength, purpose });
      next = result.ok ? { kind: 'proposal', text: clampText(result.text, maxLength) } : { kind: 'error', message: result.message };
    } catch {
      next = { kind: 'error', message: UNAVAILABLE };
    }
    if (live.current) setState(next);
  };

  return {
    state,
    start: () => void start(),
    use: () => {
      if (state.kind === 'proposal') onUse(state.text);
      setState({ kind: 'idle' });
    },
    discard: () => setState({ kind: 'idle' }),
  };
}

export type Rewrite = ReturnType<typeof useRewrite>;

/** The button beside the field's label. Its name stays 'Rewrite with AI'; the label describes it. */
export function RewriteButton({ rewrite, fieldLabelId, disabled }: { rewrite: Rewrite; fieldLabelId: string; disabled: boolean }) {
  const busy = rewrite.state.kind === 'busy';
  return (
    <button
      type="button"
      className="text-button editor-rewrite__button"
      aria-describedby={fieldLabelId}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={rewrite.start}
    >
      {busy ? <Spinner size={16} /> : <SparklesIcon width={16} height={16} />}
      {busy ? 'Rewriting…' : 'Rewrite with AI'}
    </button>
  );
}

/** The proposal (or the error) under the field, with 'Use this' and 'Discard'. */
export function RewriteProposal({
  rewrite,
  fieldLabel,
  disabled,
  onDone,
}: {
  rewrite: Rewrite;
  fieldLabel: string;
  disabled: boolean;
  /** Called after 'Use this' or 'Discard', to give the focus back to the field. */
  onDone: () => void;
}) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const { state } = rewrite;
  // The proposal appears after a wait: focus moves to it so it is read out and reachable.
  useEffect(() => {
    if (state.kind === 'proposal') boxRef.current?.focus();
  }, [state.kind]);

  if (state.kind === 'error') {
    return (
      <div className="editor-rewrite__error" role="alert">
        <p className="field-error">{state.message}</p>
        <button type="button" className="text-button" onClick={rewrite.discard}>
          Dismiss
        </button>
      </div>
    );
  }
  if (state.kind !== 'proposal') return null;
  return (
    <div className="editor-rewrite__proposal" role="region" aria-labelledby={titleId} tabIndex={-1} ref={boxRef}>
      <p id={titleId} className="editor-rewrite__title">
        Suggested {fieldLabel.toLowerCase()}
      </p>
      <p className="editor-rewrite__text">{state.text}</p>
      <div className="editor-rewrite__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={disabled}
          onClick={() => {
            rewrite.use();
            onDone();
          }}
        >
          Use this
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            rewrite.discard();
            onDone();
          }}
        >
          Discard
        </button>
      </div>
    </div>
  );
}
