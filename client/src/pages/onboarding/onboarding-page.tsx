import { hasSufficientDetail, LIMITS, normalizeExternalUrl, ONBOARDING_MESSAGES, SOURCE_LABELS, type ImportedContent } from '@frontdoor/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from '../../components/icons';
import { SitePreview } from './site-preview';
import { useWebsiteList } from '../../features/websites/websites-api';
import { AboutStep } from './about-step';
import { BusinessDetailsFields, businessProblems, fillBusiness } from './business-details-fields';
import { arrivalFrom } from './import/arrival';
import { fillAbout } from './import/import-state';
import { ImportPanel } from './import/import-panel';
import { ImportedReview } from './import/imported-review';
import { usePageImport } from './import/use-page-import';
import './import/import.css';
import { LaunchStep } from './launch-step';
import { useLaunch } from './use-launch';
import { MoreInformationDialog, WebsiteLimitDialog } from './onboarding-dialogs';
import { SectionsStep } from './sections-step';
import { StepIndicator } from './step-indicator';
import { ColorStep, FontStep } from './style-steps';
import { useStyleOptions } from './use-style-options';
import { useWizardState } from './use-wizard-state';
import { previewStyle, sectionTypesOf, STEP_SLUGS, stepFromSlug, validateAbout, WIZARD_STEPS, type AboutErrors, type WizardStep } from './wizard-state';
import './onboarding.css';

const STEP_COPY: Record<WizardStep, { title: string; lead: string }> = {
  AboutBusiness: {
    title: 'Tell us about your business',
    lead: 'We write your website from your own words. You can change everything later.',
  },
  FontSelection: {
    title: 'Choose your fonts',
    lead: 'Eight font pairings picked for your business, each shown on the top of your website.',
  },
  ColorSelection: {
    title: 'Choose your colours',
    lead: 'Eight palettes that suit your business. Each one sets your background, text, buttons and accents.',
  },
  WebsiteSectionSelection: {
    title: 'Choose your sections',
    lead: 'Pick what goes on your website. You can add, remove and reorder sections later.',
  },
  Launch: {
    title: 'Ready to create your website',
    lead: 'Check your choices, then create your website. It takes a few seconds.',
  },
};

/** Steps with the live preview beside them (the font and colour steps show a preview per option). */
const WITH_PREVIEW: ReadonlySet<WizardStep> = new Set(['AboutBusiness', 'WebsiteSectionSelection', 'Launch']);

/**
 * /onboarding: the wizard (spec §2, §4 Onboarding). Works signed out until Launch; Launch then
 * opens the Sign In dialog and creates the website as soon as the owner is signed in, with
 * everything they entered (kept in sessionStorage, so leaving for the identity provider keeps
 * it too).
 */
export function OnboardingPage() {
  const [params] = useSearchParams();
  // Arriving from a create-from-link page (?from=yelp&link=...) starts at AboutBusiness with the link.
  const [arrival] = useState(() => arrivalFrom(params));
  const [state, setState, finish] = useWizardState(arrival?.patch);
  const { state: auth } = useAuth();
  const navigate = useNavigate();
  const slug = params.get('step');
  const [errors, setErrors] = useState<AboutErrors>({});
  const [dialog, setDialog] = useState<'more-information' | 'website-limit' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  // A signed-in owner who already has the maximum hears it before filling everything in (the
  // server still decides at Launch).
  const ownWebsites = useWebsiteList(false, auth.status === 'signed-in');
  const atLimit = auth.status === 'signed-in' && (ownWebsites.data?.length ?? 0) >= LIMITS.websitesPerUser.own;
  const [showBusinessErrors, setShowBusinessErrors] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const shownStep = useRef(state.step);
  const load = useStyleOptions(state, setState);
  const copy =
    state.step === 'AboutBusiness' && state.from
      ? {
          title: `Create your website from your ${SOURCE_LABELS[state.from]} ${state.from === 'github' ? 'profile' : 'page'}`,
          lead: 'We read your page and fill in the details for you to check. You can change everything, now and later.',
        }
      : STEP_COPY[state.step];

  const pageImport = usePageImport((result) => {
    const facts = result.facts;
    if (!facts) return;
    const imported: ImportedContent = { ...facts, usePhotos: false };
    setState((current) => ({ ...current, about: fillAbout(current.about, imported), imported, business: fillBusiness(current.business, imported) }));
    setErrors({});
  });
  const startImport = pageImport.start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !arrival?.link) return;
    started.current = true;
    startImport(arrival.link, arrival.from);
    // The link is in the wizard now; a reload should not import it again.
    void navigate(`?from=${arrival.from}`, { replace: true, preventScrollReset: true });
  }, [arrival, navigate, startImport]);
  useDocumentTitle(`${copy.title} · Create your website`);

  // A new step: start at its heading, so keyboard and screen reader users begin there.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  // The furthest step the wizard itself has moved to; the address may name it before the state
  // that records it has rendered.
  const movedTo = useRef(state.reached);
  const goTo = useCallback(
    (step: WizardStep) => {
      setStatus(null);
      const index = WIZARD_STEPS.indexOf(step);
      movedTo.current = Math.max(movedTo.current, index);
      setState((current) => ({ ...current, step, reached: Math.max(current.reached, index) }));
      const next = STEP_SLUGS[step];
      if (next !== new URLSearchParams(window.location.search).get('step')) void navigate(next ? `?step=${next}` : '.', { preventScrollReset: true });
    },
    [navigate, setState],
  );

  // The address names the step, so the browser's Back and Forward move between steps. On the
  // first visit an address without a step resumes where the saved wizard was. Only a change of
  // address moves the wizard here; the wizard's own moves update the address in goTo.
  const seenSlug = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seenSlug.current === slug) return;
    const first = seenSlug.current === undefined;
    seenSlug.current = slug;
    const wanted = first && slug === null ? null : stepFromSlug(slug, Math.max(state.reached, movedTo.current));
    if (wanted && wanted !== state.step) {
      setStatus(null);
      setState((current) => ({ ...current, step: wanted, reached: Math.max(current.reached, WIZARD_STEPS.indexOf(wanted)) }));
    } else if (!wanted && slug !== STEP_SLUGS[state.step]) {
      const current = STEP_SLUGS[state.step];
      void navigate(current ? `?step=${current}` : '.', { replace: true, preventScrollReset: true });
    }
  }, [slug, navigate, setState, state.reached, state.step]);

  /** The AboutBusiness answers are complete and say enough; otherwise shows what is missing. */
  const aboutIsReady = useCallback((): boolean => {
    const found = validateAbout(state.about);
    if (Object.keys(found).length > 0) {
      if (state.step !== 'AboutBusiness') goTo('AboutBusiness');
      setErrors(found);
      // After the errors render (flushSync here would swap the submit button mid-submit).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    // The optional contact details: what is filled in must be usable (what was typed stays).
    if (Object.keys(businessProblems(state.business)).length > 0) {
      if (state.step !== 'AboutBusiness') goTo('AboutBusiness');
      setShowBusinessErrors(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    if (!hasSufficientDetail(state.about)) {
      setDialog('more-information');
      return false;
    }
    return true;
  }, [state.about, state.business, state.step, goTo]);

  const { launch, busy } = useLaunch({
    state,
    setState,
    finish,
    aboutIsReady,
    goTo,
    onRefused: setDialog,
    setStatus,
  });

  const next = (event: FormEvent) => {
    event.preventDefault();
    switch (state.step) {
      case 'AboutBusiness':
        if (aboutIsReady()) goTo('FontSelection');
        return;
      case 'FontSelection':
        if (state.fontPair) goTo('ColorSelection');
        else setStatus({ tone: 'error', message: 'Choose a font pair to continue.' });
        return;
      case 'ColorSelection':
        if (state.palette) goTo('WebsiteSectionSelection');
        else setStatus({ tone: 'error', message: 'Choose a colour palette to continue.' });
        return;
      case 'WebsiteSectionSelection':
        goTo('Launch');
        return;
      case 'Launch':
        void launch();
    }
  };

  const jump = (step: WizardStep) => {
    if (state.step === 'AboutBusiness' && step !== 'AboutBusiness' && !aboutIsReady()) return;
    goTo(step);
  };

  const preview = previewStyle(state);
  const sectionTypes = useMemo(() => sectionTypesOf(state.sections), [state.sections]);
  const previewContext = { about: state.about, sectionTypes };
  const stepIndex = WIZARD_STEPS.indexOf(state.step);
  const signedOut = auth.status === 'signed-out';

  return (
    <div className="onboarding">
      <div className="container onboarding__top">
        <p className="eyebrow onboarding__eyebrow">
          <SparklesIcon width={16} height={16} /> Create your website
        </p>
        <StepIndicator current={state.step} reached={state.reached} onSelect={jump} disabled={busy} />
      </div>

      <div className={`container onboarding__layout ${WITH_PREVIEW.has(state.step) ? 'onboarding__layout--split' : 'onboarding__layout--wide'}`}>
        <form ref={formRef} className="onboarding__panel" noValidate onSubmit={next} aria-labelledby="onboarding-title">
          {atLimit && (
            <p className="onboarding__limit">
              <strong>{ONBOARDING_MESSAGES.websiteLimit}.</strong> You have {LIMITS.websitesPerUser.own} websites already: delete one before creating another.{' '}
              <Link to={links.websites}>Your websites</Link>
            </p>
          )}
          <div className="onboarding__intro">
            <p className="onboarding__count">
              Step {stepIndex + 1} of {WIZARD_STEPS.length}
            </p>
            <h1 id="onboarding-title" ref={headingRef} tabIndex={-1} className="onboarding__title">
              {copy.title}
            </h1>
            <p className="onboarding__lead">{copy.lead}</p>
          </div>

          {state.step === 'AboutBusiness' && (
            <AboutStep
              about={state.about}
              errors={errors}
              onErrors={setErrors}
              descriptionRef={descriptionRef}
              onChange={(about) => setState((current) => ({ ...current, about }))}
              featuredImport={state.from !== null}
              importPanel={
                <ImportPanel
                  from={state.from}
                  link={state.about.link}
                  error={errors.link}
                  phase={pageImport.phase}
                  onLinkChange={(link) => {
                    // A new link: the previous import's outcome no longer describes it.
                    if (pageImport.phase.kind !== 'importing' && normalizeExternalUrl(link) !== normalizeExternalUrl(state.about.link)) pageImport.reset();
                    setState((current) => ({ ...current, about: { ...current.about, link } }));
                  }}
                  onError={(link) => setErrors((current) => ({ ...current, link }))}
                  onImport={(url) => startImport(url, state.from)}
                />
              }
              businessDetails={
                <BusinessDetailsFields
                  business={state.business}
                  showErrors={showBusinessErrors}
                  onChange={(business) => setState((current) => ({ ...current, business }))}
                />
              }
              review={
                state.imported && (
                  <ImportedReview
                    content={state.imported}
                    onChange={(imported) => setState((current) => ({ ...current, imported }))}
                    onDiscard={() => {
                      pageImport.reset();
                      setState((current) => ({ ...current, imported: null }));
                    }}
                  />
                )
              }
            />
          )}
          {state.step === 'FontSelection' && (
            <FontStep
              load={load}
              palette={preview.palette}
              value={state.fontPair}
              {...previewContext}
              onChange={(fontPair) => setState((current) => ({ ...current, fontPair }))}
            />
          )}
          {state.step === 'ColorSelection' && (
            <ColorStep
              load={load}
              fontPair={preview.fontPair}
              value={state.palette}
              {...previewContext}
              onChange={(palette) => setState((current) => ({ ...current, palette }))}
            />
          )}
          {state.step === 'WebsiteSectionSelection' && (
            <SectionsStep selected={state.sections} onChange={(sections) => setState((current) => ({ ...current, sections }))} />
          )}
          {state.step === 'Launch' && state.fontPair && state.palette && (
            <LaunchStep
              about={state.about}
              fontPair={state.fontPair}
              palette={state.palette}
              sections={state.sections}
              imported={state.imported}
              business={state.business}
              onEdit={jump}
            />
          )}

          {state.step === 'Launch' && signedOut && (
            <p className="onboarding__note">
              {state.launchRequested
                ? 'Sign in to create your website. Everything you entered is kept.'
                : "Next you'll sign in or create your free account. Everything you entered is kept."}
            </p>
          )}
          <FormStatus status={status} />

          <div className="onboarding__nav">
            {stepIndex > 0 ? (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => goTo(WIZARD_STEPS[stepIndex - 1])}>
                <ArrowLeftIcon className="button__icon" />
                Back
              </button>
            ) : (
              <span />
            )}
            {state.step === 'Launch' ? (
              <BusyButton type="submit" className="button button--primary button--large" busy={busy} busyLabel="Creating…">
                <SparklesIcon className="button__icon" />
                Create my website
              </BusyButton>
            ) : (
              <button type="submit" className="button button--primary">
                Next
                <ArrowRightIcon className="button__icon" />
              </button>
            )}
          </div>
        </form>

        {WITH_PREVIEW.has(state.step) && (
          <aside className={`onboarding__preview ${state.step === 'Launch' ? 'onboarding__preview--always' : ''}`} aria-label="Preview">
            <p className="onboarding__preview-label">Preview</p>
            <div className="onboarding__browser">
              <div className="onboarding__browser-bar" aria-hidden="true">
                <i />
                <i />
                <i />
              </div>
              <SitePreview {...previewContext} palette={preview.palette} fontPair={preview.fontPair} size="large" />
            </div>
            <p className="onboarding__preview-note">The top of your website. Its words are written when you create it.</p>
          </aside>
        )}
      </div>

      {dialog === 'more-information' && (
        <MoreInformationDialog
          onClose={() => {
            setDialog(null);
            if (state.step !== 'AboutBusiness') goTo('AboutBusiness');
            requestAnimationFrame(() => descriptionRef.current?.focus());
          }}
        />
      )}
      {dialog === 'website-limit' && <WebsiteLimitDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
