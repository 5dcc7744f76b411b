import type { ImportedContent } from '@frontdoor/shared';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { fillBusiness } from './business-details-fields';
import type { Arrival } from './import/arrival';
import { fillAbout } from './import/import-state';
import { usePageImport } from './import/use-page-import';
import type { WizardState } from './wizard-state';

/**
 * The wizard's page import (create from a link, spec §4): what it reads fills the answers for the
 * owner to check. Arriving from a create-from-link page (?from=yelp&link=...) starts it at once,
 * and the link leaves the address, so a reload does not import it again.
 */
export function useArrivalImport(arrival: Arrival | null, setState: Dispatch<SetStateAction<WizardState>>, onFilled: () => void): ReturnType<typeof usePageImport> {
  const navigate = useNavigate();
  const pageImport = usePageImport((result) => {
    const facts = result.facts;
    if (!facts) return;
    const imported: ImportedContent = { ...facts, usePhotos: false };
    setState((current) => ({ ...current, about: fillAbout(current.about, imported), imported, business: fillBusiness(current.business, imported) }));
    onFilled();
  });
  const { start } = pageImport;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !arrival?.link) return;
    started.current = true;
    start(arrival.link, arrival.from);
    void navigate(`?from=${arrival.from}`, { replace: true, preventScrollReset: true });
  }, [arrival, navigate, start]);
  return pageImport;
}
