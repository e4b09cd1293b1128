// The words of discount codes: what the form, the server and the console say. Client-safe.

/** The hint beside the code's box on the registration and group forms. */
export const CODE_HINT = 'Optional. What it takes off is shown on the next step, before you pay.'

export const CODE_FORMAT_MESSAGE = 'A discount code has letters, digits and dashes (30 at most).'

/** Why a code is refused on /register (the same words from the form's check and the server's). */
export const CODE_REFUSED = {
  unknown: 'This discount code is not valid for this conference.',
  disabled: 'This discount code is no longer accepted.',
  early: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  used: 'This discount code has been used as many times as it allows.',
  person: 'This discount code has already been used with this e-mail address as many times as it allows.',
  nothing: 'This discount code does not apply to the category or workshops chosen.',
} as const
export type CodeRefusal = keyof typeof CODE_REFUSED

/** What a code takes off, in words (the console's list and the form). */
export function discountWords(c: { kind: 'percent' | 'fixed'; percent: number; amountPaise: number }) {
  if (c.kind === 'percent') return c.percent === 100 ? 'Complimentary (100 %)' : `${c.percent} % off`
  return `Rs. ${(c.amountPaise / 100).toLocaleString('en-IN')} off`
}
