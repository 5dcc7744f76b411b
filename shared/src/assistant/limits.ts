/** How many requests the assistant answers an account in a day (issue 41), whatever answers them. */
export const ASSISTANT_DAILY_LIMIT = 200;
