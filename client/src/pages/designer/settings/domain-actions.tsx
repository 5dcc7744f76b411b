import { useState } from 'react';
import type { WebsiteDomain } from '@frontdoor/shared';
import { FormStatus, type Status } from '../../../components/form-status';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';
import { useRemoveDomain } from './custom-domain-api';

/**
 * Removing the domain, after a confirmation (owner only): while ownership is still being verified
 * the connection is deleted (spec §4: only then); afterwards it is disconnected, and the site
 * answers at its Frontdoor address again.
 */
export function RemoveDomain({ websiteId, domain }: { websiteId: string; domain: WebsiteDomain }) {
  const [open, setOpen] = useState(false);
  const pending = domain.state === 'PendingOwnershipVerification';
  const label = pending ? 'Cancel connection' : 'Disconnect domain';
  const removal = useRemoveDomain(websiteId, () => setOpen(false));
  const write = pending ? removal.delete : removal.disconnect;
  const busy = write.isPending;
  const status: Status = write.error ? { tone: 'error', message: write.error.message } : null;
  const confirm = () => write.mutate({ params: { id: websiteId } });

  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small custom-domain__remove"
        onClick={() => {
          write.reset();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {open && (
        <AlertDialog
          title={pending ? `Cancel connecting ${domain.domainName}?` : `Disconnect ${domain.domainName}?`}
          busy={busy}
          onClose={() => setOpen(false)}
          description={
            pending ? (
              <p>The connection is removed. You can remove the DNS records you added, or connect the domain again later.</p>
            ) : (
              <p>
                Visitors who open <strong>{domain.domainName}</strong> no longer see your website; it stays at its Frontdoor address. The domain stays yours to connect
                again.
              </p>
            )
          }
        >
          <FormStatus status={status} />
          <ConfirmActions label={label} busyLabel={pending ? 'Cancelling…' : 'Disconnecting…'} busy={busy} cancel="Keep it" onConfirm={confirm} />
        </AlertDialog>
      )}
    </>
  );
}
