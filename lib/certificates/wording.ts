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
