// Whether a reviewer's institution is an author's: the conflict of interest that assignment never
// makes (./assign.ts). Both are compared as words, whatever their case, punctuation and spacing:
// "K.G.M.U., Lucknow" is "KGMU Lucknow"; and one inside the other counts ("KGMU" is in
// "Department of Paediatrics, KGMU, Lucknow"), since an affiliation often names the department
// and the city too. An empty institution matches nothing. Pure and client-safe.

/**
 * An institution as words: lower case, abbreviation marks (. ' ’) dropped inside words, any other
 * character that is not a letter or a digit a separator.
 */
export function institutionWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Whether `part` appears in `whole` as consecutive words. */
function within(part: string[], whole: string[]): boolean {
  if (!part.length || part.length > whole.length) return false
  for (let i = 0; i + part.length <= whole.length; i++)
    if (part.every((word, j) => whole[i + j] === word)) return true
  return false
}

/** Whether two names are one institution: the same words, or one's words inside the other's. */
export function sameInstitution(a: string, b: string): boolean {
  const x = institutionWords(a)
  const y = institutionWords(b)
  return within(x, y) || within(y, x)
}
