import { ERROR_MESSAGES } from '@frontdoor/shared';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/query-client';
import { useAuth } from '../../auth/auth-context';
import type { Status } from '../../components/form-status';
import { businessToSend } from './business-details-fields';
import { briefOf, sectionTypesOf, type WizardState, type WizardStep } from './wizard-state';

/** Where the progress view lives; it polls the job and ends in the new draft. */
export const creatingPath = (jobId: string) => `/onboarding/creating?jobId=${encodeURIComponent(jobId)}`;

type Launching = {
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  /** Forgets the saved wizard once its website is being created. */
  finish: () => void;
  /** The About answers are complete and say enough (otherwise it shows what is missing). */
  aboutIsReady: () => boolean;
  goTo: (step: WizardStep) => void;
  onRefused: (dialog: 'more-information' | 'website-limit') => void;
  setStatus: (status: Status) => void;
};

/**
 * Launch (spec §4 Onboarding): checks the answers, then creates the website (POST /api/websites)
 * and opens its progress; signed out, it opens the Sign In dialog and goes on by itself once the
 * owner has signed in. `busy` is the creation's own state (still busy while the progress opens).
 */
export function useLaunch({ state, setState, finish, aboutIsReady, goTo, onRefused, setStatus }: Launching) {
  const { state: auth, client, openSignIn } = useAuth();
  const navigate = useNavigate();
  // One creation at a time: the signed-in effect below may ask again before the state says busy.
  const launching = useRef(false);
  const create = useApiMutation('post /api/websites', {
    onSuccess: ({ jobId }, { body }) => {
      finish();
      void navigate(creatingPath(jobId), { state: { businessName: body.brief.businessName.trim() } });
    },
    onError: (error) => {
      launching.current = false;
      setState((current) => ({ ...current, launchRequested: false }));
      switch (error.code) {
        case 'more_information_needed':
          return onRefused('more-information');
        case 'website_limit_exceeded':
          return onRefused('website-limit');
        case 'unauthorized':
          setState((current) => ({ ...current, launchRequested: true }));
          return openSignIn();
        case 'network-request-failed':
          return setStatus({ tone: 'error', message: ERROR_MESSAGES.service_unavailable });
        default:
          return setStatus({ tone: 'error', message: error.message });
      }
    },
  });
  const { mutate } = create;

  const launch = useCallback(async () => {
    if (launching.current) return;
    if (!aboutIsReady()) {
      setState((current) => ({ ...current, launchRequested: false }));
      return;
    }
    const { fontPair, palette } = state;
    if (!fontPair || !palette) {
      goTo(fontPair ? 'ColorSelection' : 'FontSelection');
      return;
    }
    if (client.getState().status === 'loading') await client.restore();
    if (client.getState().status !== 'signed-in') {
      setState((current) => ({ ...current, launchRequested: true }));
      openSignIn();
      return;
    }
    launching.current = true;
    setStatus(null);
    mutate({
      body: {
        requestId: state.requestId,
        brief: briefOf(state.about),
        fontPair,
        palette,
        sectionTypes: sectionTypesOf(state.sections),
        ...(state.imported && { imported: { ...state.imported, services: state.imported.services.filter((service) => service.name.trim()) } }),
        business: businessToSend(state.business),
      },
    });
  }, [aboutIsReady, client, goTo, mutate, openSignIn, setState, setStatus, state]);

  // Launch was pressed signed out: go on by itself once the owner has signed in.
  useEffect(() => {
    if (state.launchRequested && state.step === 'Launch' && auth.status === 'signed-in') void launch();
  }, [auth.status, launch, state.launchRequested, state.step]);

  return { launch, busy: create.isPending || create.isSuccess };
}
