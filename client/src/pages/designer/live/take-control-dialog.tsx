import { useState } from 'react';
import type { AuthClient } from '../../../auth/auth-client';
import { authorizedJson } from '../../../auth/login-api';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';

/** 'Take Edit Control' (spec §2 modal, §4): confirmed, because it discards the other editor's unsaved changes. */
export function TakeControlDialog({ websiteId, holderEmail, client, onClose }: { websiteId: string; holderEmail: string | null; client: AuthClient; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const who = holderEmail ?? 'Someone else';
  const take = async () => {
    setBusy(true);
    const result = await authorizedJson<{ holder: unknown }>(client, `/api/websites/${encodeURIComponent(websiteId)}/edit-control`, { method: 'POST' });
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.message);
  };
  return (
    <AlertDialog
      title="Take Edit Control"
      description={`${who} is editing this website. If you take control, their unsaved changes are discarded and the page goes back to its last saved version.`}
      busy={busy}
      onClose={onClose}
    >
      {error && <p className="form-error" role="alert">{error}</p>}
      <ConfirmActions label="Take Edit Control" busyLabel="Taking control…" tone="primary" busy={busy} onConfirm={() => void take()} />
    </AlertDialog>
  );
}
