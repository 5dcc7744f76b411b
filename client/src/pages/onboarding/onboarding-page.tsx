import { hasSufficientDetail, LIMITS, normalizeExternalUrl, ONBOARDING_MESSAGES } from '@frontdoor/shared';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from '../../components/icons';
import { useWebsiteList } from '../../features/websites/websites-api';
import { AboutStep } from './about-step';
import { BusinessDetailsFields, businessProblems } from './business-details-fields';
import { arrivalFrom } from './import/arrival';
import { ImportPanel } from './import/import-panel';
import { ImportedReview } from './import/imported-review';
import './import/import.css';
import { LaunchStep } from './launch-step';
import { useLaunch } from './use-launch';
import { MoreInformationDialog, WebsiteLimitDialog } from './onboarding-dialogs';
import { SectionsStep } from './sections-step';
import { StepIndicator } from './step-indicator';
import { ColorStep, FontStep } from './style-steps';
import { useStyleOptions } from './use-style-options';
import { stepCopy } from './step-copy';
import { useArrivalImport } from './use-arrival-import';
import { useStepNavigation } from './use-step-navigation';
import { useWizardState } from './use-wizard-state';
import { WizardPreview } from './wizard-preview';
import { previewStyle, sectionTypesOf, validateAbout, WIZARD_STEPS, type AboutErrors, type WizardStep } from './wizard-state';
import './onboarding.css';

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
  const load = useStyleOptions(state, setState);
  const copy = stepCopy(state);
  const clearStatus = useCallback(() => setStatus(null), []);
  const goTo = useStepNavigation({ state, setState, slug: params.get('step'), headingRef, onMove: clearStatus });
  const pageImport = useArrivalImport(arrival, setState, () => setErrors({}));
  useDocumentTitle(`${copy.title} · Create your website`);

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
                  onImport={(url) => pageImport.start(url, state.from)}
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

        {WITH_PREVIEW.has(state.step) && <WizardPreview always={state.step === 'Launch'} {...previewContext} palette={preview.palette} fontPair={preview.fontPair} />}
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
