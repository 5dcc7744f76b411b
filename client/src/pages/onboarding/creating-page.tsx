import { ERROR_MESSAGES, LIMITS, ONBOARDING_MESSAGES, type GenerationStatus, type GenerationStep } from '@frontdoor/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { BusyButton } from '../../components/busy-button';
import { CheckIcon, LifebuoyIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryClient, useApiMutation, type ApiError } from '../../api/query-client';
import { designerPath } from '../../features/websites/designer-path';
import { PageMessage } from '../../components/page-message';
import { BuildingArt } from './building-art';
import './creating.css';

/** How often the job is asked about. */
const POLL_MS = 300;
/** Consecutive failed polls before the view says the connection is the problem. */
const FAILURES_BEFORE_NOTICE = 3;

type Phase = Exclude<GenerationStep, 'queued' | 'done'>;

const PHASES: readonly { phase: Phase; label: string }[] = [
  { phase: 'personalizing', label: 'Personalizing your content' },
  { phase: 'organizing', label: 'Organizing your sections' },
  { phase: 'images', label: 'Choosing images' },
  { phase: 'finishing', label: 'Finishing touches' },
];

/** Spec §9 creation timeouts: past these the view says it is taking longer than usual. */
const SLOW_AFTER_MS: Partial<Record<Phase, number>> = {
  personalizing: LIMITS.personalizingTimeoutMs,
  organizing: LIMITS.organizingExtendedTimeoutMs,
};

/** A queued job is about to personalize; a finished one is past the last phase. */
const phaseIndex = (step: GenerationStep) => (step === 'queued' ? 0 : step === 'done' ? PHASES.length : PHASES.findIndex((p) => p.phase === step));

type View = { kind: 'progress'; status: GenerationStatus | null } | { kind: 'failed'; status: GenerationStatus } | { kind: 'not-found' };

/**
 * /onboarding/creating?jobId=…: the creation progress view (spec §2). Polls the job, shows its
 * phases with the current one animated, says when a phase runs past the spec's timeouts, offers
 * Retry and Go to Support on failure, and opens the new draft in the designer when it is ready.
 */
export function CreatingPage() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? '';
  const businessName = (useLocation().state as { businessName?: string } | null)?.businessName ?? '';
  const { state: auth, openSignIn } = useAuth();
  const navigate = useNavigate();
  const [failedPolls, setFailedPolls] = useState(0);
  const [slow, setSlow] = useState(false);
  const [retryNotFound, setRetryNotFound] = useState(false);
  const phaseStart = useRef<{ index: number; at: number }>({ index: 0, at: Date.now() });

  // The job, asked about every POLL_MS (every second while asking fails) until it is done, failed
  // or unknown; a session that ends stops it, and signing in again starts it anew.
  const read = apiQuery('get /api/websites/jobs/{jobId}', { params: { jobId } });
  const job = useQuery(
    {
      ...read,
      queryFn: (context) =>
        Promise.resolve(read.queryFn!(context)).then(
          (status) => {
            setFailedPolls(0);
            return status;
          },
          (error: ApiError) => {
            if (error.code !== 'website_not_found' && error.code !== 'unauthorized') setFailedPolls((count) => count + 1);
            throw error;
          },
        ),
      enabled: Boolean(jobId) && auth.status === 'signed-in',
      refetchInterval: ({ state }) => {
        if (state.status === 'error') return state.error?.code === 'website_not_found' || state.error?.code === 'unauthorized' ? false : 1_000;
        return state.data?.state === 'completed' || state.data?.state === 'failed' ? false : POLL_MS;
      },
    },
    queryClient,
  );
  const status = job.data ?? null;
  const view: View =
    !jobId || retryNotFound || job.error?.code === 'website_not_found'
      ? { kind: 'not-found' }
      : status?.state === 'failed' && !job.isError
        ? { kind: 'failed', status }
        : { kind: 'progress', status: status?.state === 'failed' ? null : status };

  // Done: the designer opens on the new draft.
  const completedId = status?.state === 'completed' ? status.websiteId : null;
  useEffect(() => {
    if (completedId) void navigate(designerPath(completedId), { replace: true });
  }, [completedId, navigate]);

  // Each phase's clock starts when the job is first seen in it.
  const step = status?.step;
  useEffect(() => {
    const index = step ? phaseIndex(step) : 0;
    if (index !== phaseStart.current.index) phaseStart.current = { index, at: Date.now() };
  }, [step]);

  useDocumentTitle(view.kind === 'failed' ? ONBOARDING_MESSAGES.creationFailed : view.kind === 'not-found' ? ERROR_MESSAGES.website_not_found : 'Creating your website');

  // The phase's clock, checked between polls too (a slow answer must not hide a slow phase).
  useEffect(() => {
    if (view.kind !== 'progress' || slow) return;
    const timer = window.setInterval(() => {
      const { index, at } = phaseStart.current;
      const limit = SLOW_AFTER_MS[PHASES[index]?.phase];
      if (limit !== undefined && Date.now() - at > limit) setSlow(true);
    }, 250);
    return () => window.clearInterval(timer);
  }, [view.kind, slow]);

  // Retry: the job runs again and is followed from its start (a job that no longer exists is not found).
  const retry = useApiMutation('post /api/websites/jobs/{jobId}/retry', {
    onSettled: (_answer, error) => {
      if (error?.code === 'website_not_found') {
        setRetryNotFound(true);
        return;
      }
      setSlow(false);
      phaseStart.current = { index: 0, at: Date.now() };
      void queryClient.resetQueries({ queryKey: read.queryKey });
    },
  });
  const retrying = retry.isPending;

  if (view.kind === 'not-found') {
    return (
      <PageMessage tone="error" title={ERROR_MESSAGES.website_not_found}>
        <p>This link does not lead to a website being created. Start a new one, or open one of your websites.</p>
        <div className="page-message__actions">
          <Link to={links.createWebsite} className="button button--primary">
            Create a website
          </Link>
          <Link to={links.websites} className="button button--secondary">
            Your websites
          </Link>
        </div>
      </PageMessage>
    );
  }
  if (auth.status === 'signed-out') {
    return (
      <PageMessage tone="info" title="Sign in to see your new website">
        <p>Your website is being created in your account. Sign in to follow along.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>
            Sign In
          </button>
        </div>
      </PageMessage>
    );
  }
  if (view.kind === 'failed') {
    return (
      <PageMessage tone="error" title={ONBOARDING_MESSAGES.creationFailed}>
        <p role="alert">Your answers are safe. Try again, and if it keeps happening our support team will sort it out.</p>
        <div className="page-message__actions">
          <BusyButton className="button button--primary" busy={retrying} busyLabel="Retrying…" onClick={() => retry.mutate({ params: { jobId } })}>
            Retry
          </BusyButton>
          <Link to={links.support} className="button button--secondary">
            <LifebuoyIcon className="button__icon" />
            Go to Support
          </Link>
        </div>
      </PageMessage>
    );
  }

  const current = view.status ? phaseIndex(view.status.step) : 0;
  const percent = Math.round(((Math.min(current, PHASES.length) + 0.5) / (PHASES.length + 0.5)) * 100);
  return (
    <section className="creating container" aria-labelledby="creating-title">
      <div className="message-card creating__card">
        <BuildingArt />
        <p className="eyebrow">Creating your website</p>
        <h1 id="creating-title" className="creating__title">
          {businessName ? `Building ${businessName}` : 'Building your website'}
        </h1>
        <p className="creating__text">This usually takes a few seconds. Your new website opens here when it's ready.</p>
        <div className="creating__bar" role="progressbar" aria-label="Website creation" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <ol className="creating__steps">
          {PHASES.map(({ phase, label }, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            return (
              <li key={phase} className={`creating__step creating__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="creating__step-icon" aria-hidden="true">
                  {state === 'done' ? <CheckIcon width={16} height={16} /> : state === 'current' ? <span className="creating__pulse" /> : null}
                </span>
                <span>
                  {label}
                  <span className="visually-hidden">{state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ''}</span>
                </span>
              </li>
            );
          })}
        </ol>
        <div className="creating__live" role="status" aria-live="polite">
          <span className="visually-hidden">{PHASES[current]?.label ?? 'Opening your website'}</span>
          {slow && (
            <p className="creating__slow">
              <Spinner size={16} /> {ONBOARDING_MESSAGES.takingLonger}
            </p>
          )}
          {failedPolls >= FAILURES_BEFORE_NOTICE && <p className="creating__slow">{ERROR_MESSAGES.service_unavailable}</p>}
        </div>
      </div>
    </section>
  );
}
