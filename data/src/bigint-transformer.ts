/** PostgreSQL bigint arrives as a string; sequences stay far below 2^53, so numbers are safe. */
export const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
