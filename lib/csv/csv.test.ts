import { describe, expect, it } from 'vitest'
import { attachment, csvCell, csvLine, csvStream } from './index'

async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    new Uint8Array(await new Response(stream).arrayBuffer()),
  )
}

describe('CSV', () => {
  it('quotes what needs quoting and nothing else', () => {
    expect(csvLine(['plain', 'with, comma', 'with "quotes"', 'two\nlines', ' padded ', 42, null, true])).toBe(
      'plain,"with, comma","with ""quotes""","two\nlines"," padded ",42,,true\r\n',
    )
    expect(csvCell(new Date('2025-11-28T03:30:00Z'))).toBe('2025-11-28T03:30:00.000Z')
    expect(csvCell('Ānanya Śarmā')).toBe('Ānanya Śarmā')
  })

  it('neutralises formulas a spreadsheet would run', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+91 98765 43210')).toBe(`'+91 98765 43210`)
    expect(csvCell('-2+3')).toBe(`'-2+3`)
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(csvCell('\tcmd')).toBe(`'\tcmd`)
    expect(csvCell(-5)).toBe('-5')
  })

  it('streams a BOM, the header and every row', async () => {
    async function* rows() {
      for (let i = 1; i <= 1203; i++) yield [i, `name ${i}`] as const
    }
    const out = await text(csvStream(['id', 'name'], rows()))
    expect(out.startsWith('\uFEFFid,name\r\n1,name 1\r\n')).toBe(true)
    expect(out.split('\r\n').filter(Boolean)).toHaveLength(1204)
    expect(out.endsWith('1203,name 1203\r\n')).toBe(true)
  })

  it('names downloads safely', () => {
    expect(attachment('registrations 2025.csv')).toBe(
      `attachment; filename="registrations 2025.csv"; filename*=UTF-8''registrations%202025.csv`,
    )
    expect(attachment('a"b\\c–d.csv')).toContain('filename="a_b_c_d.csv"')
  })
})
