// Searching text by a part of it (the organisers' search boxes). PostgreSQL's LIKE and ILIKE, and
// Prisma's `contains` / `startsWith` / `endsWith` built on them, read `%` and `_` in the pattern as
// wildcards and `\` as their escape; Prisma passes what it is given unescaped. Typed text goes
// through here so that it is matched literally. Look-ups of a person by e-mail or name never use a
// pattern at all: they compare normalised values for equality (lib/input-rules.ts, normalizeEmail).

/** The text with LIKE's `%`, `_` and `\` escaped: for Prisma's contains / startsWith / endsWith. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A LIKE pattern matching `text` anywhere, taken literally: for LIKE / ILIKE in raw SQL. */
export const containing = (text: string) => `%${escapeLike(text)}%`
