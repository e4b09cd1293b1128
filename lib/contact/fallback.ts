// The association's contact details when no record exists: the spec's fixed contact strip. The
// top bar shows them, and the seed writes them as the first record. Client-safe.

/** The spec's fixed contact strip values, shown when no record exists. */
export const FALLBACK_CONTACT = {
  mobile_number: '9876543210',
  email: 'contact@uppedicon.org',
  WhatsappNumber: '9876543210',
  location: 'IAP Gorakhpur Branch, Betiahata, Gorakhpur, Uttar Pradesh 273001',
} as const
