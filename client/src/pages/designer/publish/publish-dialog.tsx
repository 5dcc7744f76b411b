import { useEffect, useRef, useState, type FormEvent } from 'react';
import { leftOutMessage, type LeftOutSamples } from '@frontdoor/shared';
import { BusyButton } from '../../../components/busy-button';
import { FormStatus, type Status } from '../../../components/form-status';
import { CloseDialogButton, Dialog } from '../../../components/ui/dialog';
import { HandleField } from './handle-field';
import { suggestedHandle } from './handle-input';
import { useApiMutation } from '../../../api/query-client';
import { siteUrl, type PublishResult } from '../../../features/websites/publishing-api';
import { ShareLink } from './share-link';
import { useHandleAvailability } from './use-handle-availability';

type Props = {
  websiteId: string;
  businessName: string;
  /** The address the site is published at, or null for a draft. */
  currentHandle: string | null;
  /** The draft's sample reviews, team members and FAQs, which the published page leaves out. */
  samples: LeftOutSamples;
  onPublished: (result: PublishResult) => void;
  onClose: () => void;
};

/**
 * The publish modal (spec §2, §4, §5): the web address, checked as the owner types, then
 * Publish. A published site keeps its address unless the owner changes it, which moves the site
 * (the old address stops working). Success shows the address to copy and share. Sample reviews,
 * team members and FAQs are left out of the page (issues 24 and 36): the dialog says so before and after.
 */
export function PublishDialog({ websiteId, businessName, currentHandle, samples, onPublished, onClose }: Props) {
  const [handle, setHandle] = useState(() => currentHandle ?? suggestedHandle(businessName));
  const { availability, markTaken } = useHandleAvailability(handle, currentHandle);
  const [published, setPublished] = useState<{ result: PublishResult; moved: string | null } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const moving = currentHandle !== null && handle !== currentHandle;
  const blocked = availability === 'invalid' || availability === 'taken';

  const publish = useApiMutation('post /api/websites/{id}/publish', {
    onSuccess: (result) => {
      setPublished({ result, moved: moving ? currentHandle : null });
      onPublished(result);
    },
    onError: (error) => {
      if (error.code === 'handle_in_use' || error.status === 409) markTaken(handle);
    },
  });
  const busy = publish.isPending;
  const failure = publish.error;
  const taken = failure !== null && (failure.code === 'handle_in_use' || failure.status === 409);
  const status: Status = failure && !taken ? { tone: 'error', message: failure.message } : null;
  // The address was taken meanwhile: back to the field (enabled again by now) to choose another.
  useEffect(() => {
    if (taken) inputRef.current?.focus();
  }, [failure, taken]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (blocked) {
      inputRef.current?.focus();
      return;
    }
    publish.mutate({ params: { id: websiteId }, body: { handle } });
  };

  if (published) {
    const url = siteUrl(published.result.handle);
    return (
      <Dialog
        title="Your website is live"
        screen="done"
        className="publish-dialog"
        onClose={onClose}
        description={
          <>
            <p>
              Anyone can now visit {businessName} at this address.
              {published.moved && ` The old address, ${siteUrl(published.moved)}, no longer works.`}
            </p>
            <LeftOutNote message={leftOutMessage(published.result.leftOut)} />
          </>
        }
      >
        <ShareLink url={url} title={businessName} />
        <div className="dialog__actions">
          <CloseDialogButton className="button button--primary">Done</CloseDialogButton>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={currentHandle ? 'Publish changes' : 'Publish your website'}
      busy={busy}
      className="publish-dialog"
      onClose={onClose}
      description={
        <>
          {currentHandle ? (
            <p>
              Your website is live at <strong>{siteUrl(currentHandle)}</strong>. Publishing updates it with your latest changes.
            </p>
          ) : (
            <p>Choose the web address where visitors will find {businessName}. You can change it later.</p>
          )}
          <LeftOutNote message={leftOutMessage(samples)} />
        </>
      }
    >
      <form className="form publish-dialog__form" noValidate onSubmit={submit}>
        <HandleField value={handle} onChange={setHandle} availability={availability} inputRef={inputRef} disabled={busy} />
        {moving && availability !== 'invalid' && (
          <p className="publish-dialog__move">
            <strong>Changing the address moves your website.</strong> The old address, {siteUrl(currentHandle)}, will stop working and links to it will break.
          </p>
        )}
        <FormStatus status={status} />
        <div className="dialog__actions">
          <CloseDialogButton disabled={busy}>Cancel</CloseDialogButton>
          <BusyButton type="submit" className="button button--primary" busy={busy} busyLabel="Publishing…" disabled={blocked}>
            Publish
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** What the published page leaves out (sample reviews, team members and FAQs), in plain words; part of the dialog's description, so it is read out on opening. */
function LeftOutNote({ message }: { message: string | null }) {
  if (!message) return null;
  return <p className="publish-dialog__left-out">{message}</p>;
}
