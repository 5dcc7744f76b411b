/** The id of the text that says why editing controls are turned off for a watcher (issue 26). */
export const READ_ONLY_REASON_ID = 'designer-read-only-reason';

/** `aria-describedby` for an editing control: the reason, when it is turned off. */
export const whyDisabled = (enabled: boolean): string | undefined => (enabled ? undefined : READ_ONLY_REASON_ID);

/**
 * Why the designer's editing controls are turned off while this tab watches someone else edit:
 * not shown (the edit-control bar says who edits), read by screen readers as the description of
 * every disabled editing control.
 */
export function ReadOnlyReason() {
  return (
    <p id={READ_ONLY_REASON_ID} hidden>
      You are watching: only the person with edit control can change this website.
    </p>
  );
}
