// The Devanagari fonts of the PDFs that print names (badges, certificates) are read and parsed
// once per process: every document gets the same parsed font, so a burst of certificates or
// badge sheets does not spend a font parse's CPU on each one.
import PDFDocument from 'pdfkit'
import { describe, expect, it, vi } from 'vitest'
import { registerScriptFonts, scriptFont } from './script-text'

describe('script fonts', () => {
  it('are parsed once per process and the parsed font is handed to every document', () => {
    expect(scriptFont('deva')).toBe(scriptFont('deva'))
    expect(scriptFont('deva-bold')).toBe(scriptFont('deva-bold'))
    expect(scriptFont('deva')).not.toBe(scriptFont('deva-bold'))

    const given = [new PDFDocument(), new PDFDocument()].map((doc) => {
      const register = vi.spyOn(doc, 'registerFont')
      registerScriptFonts(doc)
      return Object.fromEntries(register.mock.calls.map(([name, font]) => [name, font]))
    })
    expect(Object.keys(given[0]).sort()).toEqual(['deva', 'deva-bold'])
    for (const name of ['deva', 'deva-bold'] as const) {
      expect(given[0][name]).toBe(scriptFont(name))
      expect(given[1][name]).toBe(given[0][name])
    }
  })
})
