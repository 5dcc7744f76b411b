import { lazy, type ComponentType } from 'react';
import { Spinner } from '../../components/spinner';
import { preloadMenu } from '../../components/ui/deferred-menu';

/**
 * The designer's parts that are not needed to type on the canvas (issue 38): the Settings and
 * Theme tabs, a section's panel, the menus and the dialogs (the sections list's drag and drop
 * loads once the list can be edited, sections-list). Each loads
 * when first shown; once the canvas is editable, all of them load while the browser is idle, so
 * a first open is normally instant. A part still on its way shows a loading state.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Part = lazy(async () => ({ default: await preload() }));
  preloads.push(preload);
  return Part;
}

const preloads: (() => Promise<unknown>)[] = [preloadMenu];

export const LazySectionPanel = lazyPart(async () => (await import('./editors/section-panel')).SectionPanel);
export const LazySettingsRoom = lazyPart(async () => (await import('./settings/settings-room')).SettingsRoom);
export const LazyThemePanel = lazyPart(async () => (await import('./theme/theme-panel')).ThemePanel);
export const LazyAssistantPanel = lazyPart(async () => (await import('./assistant/assistant-panel')).AssistantPanel);
export const LazyHistoryDialog = lazyPart(async () => (await import('./history/history-dialog')).HistoryDialog);
export const LazyTakeControlDialog = lazyPart(async () => (await import('./live/take-control-dialog')).TakeControlDialog);
export const LazyAddSectionDialog = lazyPart(async () => (await import('./sections/add-section-dialog')).AddSectionDialog);
export const LazyRemoveSectionDialog = lazyPart(async () => (await import('./sections/remove-section-dialog')).RemoveSectionDialog);
export const LazyPublishDialog = lazyPart(async () => (await import('./publish/publish-dialog')).PublishDialog);
export const LazyShareDialog = lazyPart(async () => (await import('./publish/share-dialog')).ShareDialog);
export const LazyExportContactsDialog = lazyPart(async () => (await import('./publish/export-contacts-dialog')).ExportContactsDialog);
export const LazyAlertDialog = lazyPart(async () => (await import('../../components/ui/dialog')).AlertDialog);
export const LazyConfirmActions = lazyPart(async () => (await import('../../components/ui/dialog')).ConfirmActions);
export const LazyStatisticsDialog = lazyPart(async () => (await import('./publish/statistics-dialog')).StatisticsDialog);
export const LazyDeleteWebsiteDialog = lazyPart(async () => (await import('./publish/delete-website-dialog')).DeleteWebsiteDialog);

let preloaded = false;

/** Loads every part while the browser is idle (once; called when the canvas becomes editable). */
export function preloadDesignerParts(): void {
  if (preloaded) return;
  preloaded = true;
  const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  idle(() => {
    // One at a time, each in an idle moment of its own: typing on the canvas keeps the main thread.
    const next = (index: number) => {
      if (index >= preloads.length) return;
      void preloads[index]!()
        .catch(() => undefined)
        .then(() => idle(() => next(index + 1)));
    };
    next(0);
  });
}

/** A panel's loading state, where the panel will be. */
export function PanelLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="editor__loading" role="status">
      <Spinner size={18} /> {label}
    </div>
  );
}

/** A dialog's loading state: a quiet veil over the page (the dialog traps focus once it is drawn). */
export function DialogLoading() {
  return (
    <div className="editor__dialog-loading" role="status">
      <Spinner size={24} />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
