// The members' designations in words, as organisers and visitors read them (the codes of
// ./schema.ts stay the API's). Client-safe.
import type { Designation } from './schema'

/** Each designation in words, as organisers and visitors read it (the codes stay the API's). */
export const DESIGNATION_NAMES: Record<Designation, string> = {
  president: 'President',
  member: 'Member',
  treasurer: 'Treasurer',
  secretary: 'Secretary',
  exofficopresident: 'Ex-officio President',
  exofficosecretary: 'Ex-officio Secretary',
  vicepresident: 'Vice President',
  scirntificsecretary: 'Scientific Secretary',
  jointsecretary: 'Joint Secretary',
  mediacoordinator: 'Media Coordinator',
  liaisoningincharge: 'Liaisoning In-charge',
  wbfweekcommittee: 'World Breastfeeding Week Committee',
  orsdaycommittee: 'ORS Day Committee',
  adolescentcommittee: 'Adolescent Health Committee',
  caahcweekcommittee: 'CAAHC Week Committee',
  newbornweekcommitte: 'Newborn Week Committee',
}
