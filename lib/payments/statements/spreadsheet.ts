// A bank statement downloaded as a spreadsheet rather than CSV: the legacy XLS (SBI, HDFC, ICICI
// and others still export it), XLSX, or the HTML table some banks save under an .xls name. Its
// first sheet becomes the rows a CSV export would give (./statement.ts reads either): dates as
// YYYY-MM-DD, amounts as plain numbers, text as shown. Anything else is read as CSV text.
// SheetJS is loaded only when a spreadsheet arrives. A compressed XLSX is refused before it is
// opened when it would expand beyond a bound (a small upload must not fill the memory).
import { parseCsv } from './csv'
import { StatementError } from './statement'

/** A statement is a few thousand lines: rows beyond this are not read. */
const MAX_ROWS = 10_000
/** What an XLSX may expand to (a statement of 10,000 lines is a few megabytes). */
const MAX_EXPANDED_BYTES = 64 * 1024 * 1024

const UNREADABLE =
  'This spreadsheet could not be read. Save it from the bank’s site again, or export the statement as CSV.'

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)
/** A compound file (legacy .xls) and a zip archive (.xlsx). */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** Whether the bytes are a spreadsheet (XLS, XLSX, an HTML table or Excel's XML) rather than CSV. */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  if (startsWith(bytes, CFB) || startsWith(bytes, ZIP)) return true
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
  return head.startsWith('<') && /<table|urn:schemas-microsoft-com:office:spreadsheet/i.test(head)
}

/**
 * What a zip archive's files add up to once expanded, from its central directory (the sizes the
 * archive declares; SheetJS inflates no more than declared). Null when it is not a zip it can read.
 */
export function zipExpandedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const last = bytes.length - 22
  let end = -1
  for (let i = last; i >= Math.max(0, last - 65_535); i--)
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  if (end < 0) return null
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null
    const size = view.getUint32(at + 24, true)
    if (size === 0xffffffff) return null // zip64: no statement is that large
    total += size
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}

/** A cell as a CSV export writes it. */
function cellText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10) // a day, read in UTC
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2)
  return String(value ?? '').trim()
}

/** The statement's rows, from a spreadsheet's first sheet or from CSV text. */
export async function statementRows(bytes: Uint8Array): Promise<string[][]> {
  if (!isSpreadsheet(bytes)) return parseCsv(new TextDecoder().decode(bytes))
  if (startsWith(bytes, ZIP)) {
    const expanded = zipExpandedBytes(bytes)
    if (expanded === null) throw new StatementError(UNREADABLE)
    if (expanded > MAX_EXPANDED_BYTES)
      throw new StatementError('This spreadsheet is too large for a statement: import it month by month.')
  }
  const XLSX = await import('@e965/xlsx')
  let rows: unknown[][]
  try {
    // An HTML table's cells are kept as the bank wrote them (raw: no guessing at numbers and dates).
    const html = !startsWith(bytes, CFB) && !startsWith(bytes, ZIP)
    const book = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      sheetRows: MAX_ROWS,
      dense: true,
      raw: html,
    })
    const sheet = book.Sheets[book.SheetNames[0]]
    if (!sheet) throw new StatementError(UNREADABLE)
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: '',
      blankrows: false,
      UTC: true,
    })
  } catch {
    throw new StatementError(UNREADABLE)
  }
  return rows.map((row) => row.map(cellText))
}
