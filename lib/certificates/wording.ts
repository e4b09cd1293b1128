// How certificates are worded: the text an edition's certificate carries until the organisers
// save their own, and CME credit hours as printed. Client-safe.

/** CME credit hours as printed: 12, 7.5. */
export const formatHours = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1))

/**
 * What an edition's certificate says until the organisers save their own: it names the delegate
 * and the edition, and prints no CME credit hours (0) until they are set.
 */
export const DEFAULT_CERTIFICATE_SETTINGS = {
  title: 'Certificate of Attendance',
  bodyText:
    'This is to certify that {name} attended {edition}, the {number} Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh, held at {venue}, {city}, on {dates}.',
  cmeHours: 0,
}

/** A programme role's certificate: its title, and its text with the role's and the edition's placeholders. */
export const ROLE_WORDING = {
  presenter: {
    label: 'Presenter',
    title: 'Certificate of Presentation',
    text: 'This is to certify that {name} presented “{talk}” in the session “{session}” at {edition}, the {number} Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh, held at {venue}, {city}, on {dates}.',
    verified: '{name} presented “{talk}” in the session “{session}” at {edition}.',
  },
  faculty: {
    label: 'Faculty',
    title: 'Certificate of Appreciation',
    text: 'This is to certify that {name} was invited faculty at {edition}, the {number} Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh, held at {venue}, {city}, on {dates}, and spoke on “{talk}” in the session “{session}”.',
    verified: '{name} was invited faculty at {edition} and spoke on “{talk}” in the session “{session}”.',
  },
  chairperson: {
    label: 'Chairperson',
    title: 'Certificate of Appreciation',
    text: 'This is to certify that {name} chaired the session “{session}” at {edition}, the {number} Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh, held at {venue}, {city}, on {dates}.',
    verified: '{name} chaired the session “{session}” at {edition}.',
  },
} as const
