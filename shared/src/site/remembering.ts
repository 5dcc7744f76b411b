/**
 * A pure function whose answers are remembered, up to `limit` of them (all forgotten at once when
 * full): for answers the designer's canvas asks for again on every keystroke.
 */
export function remembering<A extends unknown[], R>(limit: number, keyOf: (...args: A) => string, compute: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args) => {
    const key = keyOf(...args);
    if (answers.has(key)) return answers.get(key) as R;
    if (answers.size >= limit) answers.clear();
    const answer = compute(...args);
    answers.set(key, answer);
    return answer;
  };
}
