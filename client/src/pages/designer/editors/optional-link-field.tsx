import { LIMITS, type Link, type OperationResult } from '@frontdoor/shared';
import { useId } from 'react';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { useEditable } from './editor-context';
import { LinkEditor } from './link-editor';
import { newButton } from './link-options';
import { useOperationError } from './use-operation-error';

/**
 * The optional button of a section or an item (`button?: Link`): 'Add button' creates one,
 * 'Remove button' removes the field (undefined), which the editor's undo brings back.
 */
export function OptionalLinkField({
  link,
  onChange,
  legend = 'Button',
}: {
  link: Link | undefined;
  onChange: (next: Link | undefined) => OperationResult;
  legend?: string;
}) {
  const editable = useEditable();
  const legendId = useId();
  const [error, report] = useOperationError();
  if (!link) {
    return (
      <div className="editor-optional-link">
        <button type="button" className="button button--secondary button--small" disabled={!editable} onClick={() => report(onChange(newButton()))}>
          <PlusIcon width={18} height={18} />
          Add {legend.toLowerCase()}
        </button>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="editor-fieldset" role="group" aria-labelledby={legendId}>
      <div className="editor-fieldset__head">
        <p id={legendId} className="editor-fieldset__legend">
          {legend}
        </p>
        <button type="button" className="text-button editor-danger-text" disabled={!editable} onClick={() => report(onChange(undefined))}>
          <TrashIcon width={16} height={16} />
          Remove {legend.toLowerCase()}
        </button>
      </div>
      <LinkEditor link={link} labelMax={LIMITS.buttonLabel} onChange={onChange} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
