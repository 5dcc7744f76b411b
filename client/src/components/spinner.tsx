/** A small spinning ring in the current text colour; decorative (the text beside it says what is happening). */
export function Spinner({ size = 18, className = '' }: { size?: number; className?: string }) {
  return (
    <svg className={`spinner ${className}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
