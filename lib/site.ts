// Site constants of the public chrome (spec section 2, "Shared chrome"). Client-safe, and light:
// the navigation island imports it, so nothing here may pull a library (zod) into the browser.

export interface NavLink {
  href: string
  label: string
}

/**
 * The navigation bar's links, in the spec's order (Register and Call for Abstracts follow). The
 * conference's link shows the current edition's name wherever it is drawn; its label here is the
 * fallback.
 */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/uppedicon', label: 'UP Pedicon' },
  { href: '/events', label: 'Events' },
  { href: '/programme', label: 'Programme' },
  { href: '/contact-us', label: 'Contact' },
]
export const REGISTER_LINK: NavLink = { href: '/register', label: 'Register' }

/**
 * The external Call for Abstracts form (opens in a new tab). The organisers change forms each
 * year, so the address can be overridden at build time with ABSTRACTS_URL.
 */
export const ABSTRACTS_URL = process.env.ABSTRACTS_URL || 'https://forms.gle/UpPedicon2025Abstracts'

/** The footer's important links, exactly the spec's targets (its mixed-case aliases included). */
export const FOOTER_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/About', label: 'About Us' },
  { href: '/UpPedicon', label: 'UP Pedicon' },
  { href: '/Events', label: 'Events' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/refund', label: 'Refund & Cancellation Policy' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-condition', label: 'Terms & Conditions' },
]

/**
 * The spec's other addresses, answered with a permanent redirect to the canonical path: its
 * mixed-case pages, and /admin-contact (the admin home's Contact Us slide link).
 */
export const ALIASES = {
  '/About': '/about',
  '/UpPedicon': '/uppedicon',
  '/Events': '/events',
  '/admin-contact': '/admin/admin-contact',
} as const

export const SOCIAL_LINKS: (NavLink & { icon: 'facebook' | 'instagram' | 'youtube' | 'x' })[] = [
  { href: 'https://www.facebook.com/iapup', label: 'Facebook', icon: 'facebook' },
  { href: 'https://www.instagram.com/iapup', label: 'Instagram', icon: 'instagram' },
  { href: 'https://www.youtube.com/@iapup', label: 'YouTube', icon: 'youtube' },
  { href: 'https://x.com/iapup', label: 'X (Twitter)', icon: 'x' },
]

export const ASSOCIATION_NAME = 'Indian Academy of Pediatrics, Uttar Pradesh'
export const ASSOCIATION_SHORT = 'IAP Uttar Pradesh'

/** Second contact address of the footer (the spec asks for two). */
export const SECRETARIAT_EMAIL = 'secretariat@uppedicon.org'

/** A maps search for an address: opens the maps app on phones, the map site elsewhere. */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
/** The embeddable map of the office's neighbourhood (Betiahata, Gorakhpur); CSP allows google.com frames. */
export const MAP_EMBED_URL = 'https://www.google.com/maps?q=Betiahata,+Gorakhpur,+Uttar+Pradesh&output=embed'

/** A phone number as a tel: link target (India, +91). */
export const telHref = (digits: string) => `tel:+91${digits.replace(/\D/g, '').slice(-10)}`
export const whatsappHref = (digits: string) => `https://wa.me/91${digits.replace(/\D/g, '').slice(-10)}`
