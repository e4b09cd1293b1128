import { describe, expect, it } from 'vitest'
import {
  fillPlaceholders,
  hasPlaceholders,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@/lib/content/placeholders'
import { FEES_2025 } from '@/prisma/demo-editions'
import type { EditionDto } from './schema'
import { EDITION_PLACEHOLDER_NAMES, editionValues } from './texts'

const edition2027 = {
  id: 2,
  number: 47,
  name: 'UP Pedicon 2027',
  city: 'Gorakhpur',
  venue: 'Yogiraj Baba Gambhirnath Prekshagrah, Gorakhpur',
  starts_on: '2027-03-25',
  ends_on: '2027-03-27',
  time_zone: 'Asia/Kolkata',
  registration_prefix: 'UPP27-',
  abstracts_url: 'https://forms.gle/UpPedicon2027Abstracts',
  opens_at: '2026-10-26T00:00:00.000Z',
  closes_at: '2027-03-24T18:30:00.000Z',
  seat_hold_minutes: 30,
  waitlist_offer_hours: 24,
  transfer_close_days: 7,
  current: true,
  fees: FEES_2025.map((f) => ({
    ...f,
    slabs: f.slabs.map((s, i) => ({ ...s, last_day: [`2026-12-25`, `2027-03-10`, null][i] })),
  })),
} satisfies EditionDto

describe('what an edition fills into the organisers’ texts', () => {
  it('names, dates and prices the edition', () => {
    expect(editionValues(edition2027)).toEqual({
      edition: 'UP Pedicon 2027',
      number: '47th',
      year: '2027',
      city: 'Gorakhpur',
      venue: 'Yogiraj Baba Gambhirnath Prekshagrah, Gorakhpur',
      dates: '25–27 March 2027',
      cancellation_cutoff: '25 January 2027',
      fee_slabs: 'Early bird until 25 December 2026, Regular until 10 March 2027 and Spot from 11 March 2027',
      abstracts_url: 'https://forms.gle/UpPedicon2027Abstracts',
    })
  })

  it('fills known placeholders, leaves others as written, and names the unknown ones', () => {
    const text = 'Until {cancellation_cutoff}: {edition} in {city}. {x} {Edition}'
    expect(fillPlaceholders(text, editionValues(edition2027))).toBe(
      'Until 25 January 2027: UP Pedicon 2027 in Gorakhpur. {x} {Edition}',
    )
    expect(unknownPlaceholders('{edition} {editon} {city} {editon}', EDITION_PLACEHOLDER_NAMES)).toEqual([
      'editon',
    ])
    expect(unknownPlaceholderMessage('{editon}', ['edition', 'city'])).toBe(
      'Unknown placeholder {editon}: use {edition} {city}.',
    )
    expect(unknownPlaceholderMessage('Plain text.', ['edition'])).toBeNull()
    expect(hasPlaceholders('In {city}.')).toBe(true)
    expect(hasPlaceholders('In Gorakhpur {2027}.')).toBe(false)
  })
})
