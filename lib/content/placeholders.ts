// Placeholders in the organisers' texts: a name in braces, {edition}, filled when the text is shown,
// so a text written once follows what it names (the current edition on the public pages, the
// delegate and their edition on a certificate). Each kind of text knows its own placeholders; a
// text with none is shown exactly as written. Client-safe (the admin screens preview with it).

const PLACEHOLDER = /\{([a-z_]+)\}/g

/** The placeholders of a text that are not among `known` (a form names them before saving). */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  const names = new Set(known)
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((p) => !names.has(p)))]
}

/** Whether a text carries any placeholder (it then changes with what fills it). */
export const hasPlaceholders = (text: string) => new RegExp(PLACEHOLDER.source).test(text)

/** The text with each placeholder replaced by its value (those without a value are left as written). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? values[key] : whole))
}

/** "{a} {b}": the placeholders as an organiser types them. */
export const placeholderList = (names: readonly string[]) => names.map((p) => `{${p}}`).join(' ')

/** The message for a text with unknown placeholders (null when there are none). */
export function unknownPlaceholderMessage(text: string, known: readonly string[]): string | null {
  const unknown = unknownPlaceholders(text, known)
  return unknown.length
    ? `Unknown placeholder ${unknown.map((p) => `{${p}}`).join(', ')}: use ${placeholderList(known)}.`
    : null
}
