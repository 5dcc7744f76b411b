/** How many requests the assistant answers an account in a day (issue 41), whatever answers them. */
export const ASSISTANT_DAILY_LIMIT = 200;

/**
 * Tokens one account's assistant may use in a day with a model (answers, repairs and
 * translations together): a cost cap beside the request count. Past it, the assistant rests until
 * tomorrow (UTC); without a model nothing is counted.
 */
export const ASSISTANT_DAILY_TOKENS = 250_000;
