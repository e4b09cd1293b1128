// The colour band of each registration category on a badge: one table, each band with the text
// colour that reads on it (contrast 4.5:1 at least, checked by lib/badges/badges.test.ts), so a
// desk can tell faculty from delegates across a hall. Client-safe.
import type { Category } from '@/lib/registrations/categories'

export interface Band {
  /** The band's fill. */
  fill: string
  /** The category's name printed on it. */
  text: string
}

export const CATEGORY_BANDS: Record<Category, Band> = {
  conferencefaculty: { fill: '#b91c1c', text: '#ffffff' },
  ciap_upiap_Member: { fill: '#1d4ed8', text: '#ffffff' },
  NonMember: { fill: '#047857', text: '#ffffff' },
  PG_Student: { fill: '#facc15', text: '#111827' },
  NurseUG_Student: { fill: '#7e22ce', text: '#ffffff' },
  seniorcitizen: { fill: '#fb923c', text: '#111827' },
  accompanyingperson: { fill: '#9ca3af', text: '#111827' },
  corporate_regis: { fill: '#111827', text: '#ffffff' },
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
