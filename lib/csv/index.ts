// CSV for spreadsheet programs: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so
// Excel reads UTF-8 names correctly) and formula injection neutralised (a cell starting with
// = + - @ or a control character is prefixed with an apostrophe, as OWASP recommends).
// Streamed: rows are produced as they are read, so large exports never sit in memory.

export type CsvValue = string | number | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell, safe for spreadsheets. Numbers stay numbers (a negative number is not a formula). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

export const CSV_BOM = '\uFEFF'

/** A byte stream of the header and every row the iterable yields. */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = rows[Symbol.asyncIterator]()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)))
        return
      }
      // Send rows in chunks: one enqueue per row would make the stream slow.
      let chunk = ''
      for (let i = 0; i < 500; i++) {
        const { value, done } = await iterator.next()
        if (done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += csvLine(value)
      }
      controller.enqueue(encoder.encode(chunk))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** Content-Disposition for a download named `name` (ASCII fallback plus RFC 5987 UTF-8). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** A CSV download: never cached, never sniffed as anything else. */
export function csvResponse(body: BodyInit, name: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
