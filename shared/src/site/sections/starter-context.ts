/** What a section's starter content is derived from. */
export interface StarterContext {
  /** The business name, at most LIMITS.businessName characters. */
  businessName: string;
}
