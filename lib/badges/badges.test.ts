// Badges: every category's band reads (contrast), names split by script, and the PDF of badges
// carries the names as typed (Hindi included, pdftotext) and the registration numbers, four to
// an A4 sheet or one per A6 page.
import { describe, expect, it } from 'vitest'
import { pdfBytes, scriptRuns } from '@/lib/pdf/script-text'
import { CATEGORIES } from '@/lib/registrations/categories'
import { pdfText } from '@/test/pdf-text'
import { CATEGORY_BANDS, contrast } from './colours'
import { badgesDocument, type BadgeData } from './pdf'

const NAMES = [
  'अनन्या शर्मा',
  'क्षितिज त्रिपाठी',
  'Dr. Rahul त्रिपाठी',
  'Venkataraghavan Subramaniam Ramachandran Iyer',
  'Priya Singh',
  'Dr. R.K. Singh-Yadav',
  'डॉ. आर.के. सिंह-यादव',
  'Dr. Joseph D’Souza',
]

async function* badges(): AsyncGenerator<BadgeData> {
  for (const [i, name] of NAMES.entries())
    yield {
      name,
      registrationNumber: `UPP27-00010${i}`,
      category: CATEGORIES[i],
      ticketCode: `T1-${i + 1}-ABCDEFGHIJKLMNOPQRST`,
      workshops: i === 0 ? ['NRP Workshop', 'PALS Course'] : [],
    }
}

const heading = { conference: 'UP Pedicon 2027', line: '26–28 November 2027 · Lucknow' }
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length

describe('badges', () => {
  it('has a readable band for every category', () => {
    for (const category of CATEGORIES) {
      const band = CATEGORY_BANDS[category]
      expect(contrast(band.fill, band.text), category).toBeGreaterThanOrEqual(4.5)
    }
    expect(new Set(CATEGORIES.map((c) => CATEGORY_BANDS[c].fill)).size).toBe(CATEGORIES.length)
  })

  it('splits a name into runs of one script each', () => {
    expect(scriptRuns('Dr. Rahul त्रिपाठी')).toEqual([
      { text: 'Dr. Rahul ', devanagari: false },
      { text: 'त्रिपाठी', devanagari: true },
    ])
    expect(scriptRuns('क्षितिज त्रिपाठी')).toEqual([{ text: 'क्षितिज त्रिपाठी', devanagari: true }])
    expect(scriptRuns('डॉ. आर.के. सिंह-यादव')).toEqual([{ text: 'डॉ. आर.के. सिंह-यादव', devanagari: true }])
  })

  it('prints the names as typed and the registration numbers, one a page or four a sheet', async () => {
    const a6 = await pdfBytes(badgesDocument(badges(), heading, 'a6'))
    const a4 = await pdfBytes(badgesDocument(badges(), heading, 'a4'))
    expect(pages(a6)).toBe(8)
    expect(pages(a4)).toBe(2)
    for (const pdf of [a6, a4]) {
      const text = pdfText(pdf)
      // Dots, hyphens and apostrophes print as typed, in either script.
      for (const name of [
        'अनन्या शर्मा',
        'क्षितिज त्रिपाठी',
        'त्रिपाठी',
        'Dr. Rahul',
        'Ramachandran Iyer',
        'Dr. R.K. Singh-Yadav',
        'डॉ. आर.के. सिंह-यादव',
        'Dr. Joseph D’Souza',
      ])
        expect(text).toContain(name)
      for (let i = 0; i < NAMES.length; i++) expect(text).toContain(`UPP27-00010${i}`)
      expect(text).toContain('CONFERENCE FACULTY')
      expect(text).toContain('Workshops: NRP Workshop, PALS Course')
      expect(text.match(/Workshops:/g)).toHaveLength(1)
    }
  })
})
