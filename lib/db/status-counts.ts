// Counting the rows of a `groupBy` over a status column, a few statuses at a time (a job batch's
// progress, a certificate mailing's). Client-safe: works on the groups the query returned.

/** `count('a', 'b')`: how many rows have status a or b. */
export function statusCounter<S extends string>(groups: { status: S; count: number }[]) {
  return (...statuses: S[]) =>
    groups.filter((g) => statuses.includes(g.status)).reduce((sum, g) => sum + g.count, 0)
}
