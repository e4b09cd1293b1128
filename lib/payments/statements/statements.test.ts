// Bank statements: CSV exports of several banks' shapes read into their credits (debits, totals
// and the account's details skipped), each credit fingerprinted so a re-import is recognised, and
// matched to the registration it pays by the quoted number and the amount.
import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv'
import { groupNumbersIn, matchCredit, numbersIn, type Candidate, type GroupCandidate } from './match'
import { isSpreadsheet, statementRows, zipExpandedBytes } from './spreadsheet'
import { statementAmount, statementCredits, statementDate, StatementError } from './statement'

describe('CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks; skips blank lines', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n"two\nlines",x\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', 'x'],
    ])
  })
})

describe('statement cells', () => {
  it('reads the dates banks write', () => {
    for (const [text, iso] of [
      ['01/11/2026', '2026-11-01'],
      ['1-11-26', '2026-11-01'],
      ['01-Nov-2026', '2026-11-01'],
      ['1 Nov 2026', '2026-11-01'],
      ['2026-11-01', '2026-11-01'],
      ['25/11/2026 10:20:30', '2026-11-25'],
    ])
      expect(statementDate(text), text).toBe(iso)
    for (const text of ['31/02/2026', 'Opening Balance', '', '13/13/2026'])
      expect(statementDate(text), text).toBeNull()
  })

  it('reads amounts in Indian grouping, with or without INR', () => {
    expect(statementAmount('1,18,000.00')).toBe(11_800_000)
    expect(statementAmount('INR 500')).toBe(50_000)
    expect(statementAmount('500.5 Cr')).toBe(50_050)
    for (const text of ['', '-', '-500', '12.345', 'abc']) expect(statementAmount(text), text).toBeNull()
  })
})

describe('a statement’s credits', () => {
  it('SBI: account details above the header, debits and the closing line skipped', () => {
    const csv = [
      'Account Name,IAP UP STATE BRANCH',
      'Account Number,000012345678',
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance',
      '24 Nov 2026,24 Nov 2026,BY TRANSFER-UPI/CR/633012345678/ASHA VERMA/UPP27-000042,633012345678,1234,,"7,080.00","1,07,080.00"',
      '24 Nov 2026,24 Nov 2026,TO TRANSFER-VENDOR,TRF99,1234,"5,000.00",,"1,02,080.00"',
      '25 Nov 2026,25 Nov 2026,NEFT-HDFC0001234-RAVI KUMAR UPP27000043,N329261234,1234,,"5,900.00","1,07,980.00"',
      ',,Closing Balance,,,,,"1,07,980.00"',
    ].join('\n')
    const credits = statementCredits(csv)
    expect(credits.map((c) => ({ ...c, fingerprint: undefined }))).toEqual([
      {
        date: '2026-11-24',
        narration: 'BY TRANSFER-UPI/CR/633012345678/ASHA VERMA/UPP27-000042',
        reference: '633012345678',
        amountPaise: 708_000,
        fingerprint: undefined,
      },
      {
        date: '2026-11-25',
        narration: 'NEFT-HDFC0001234-RAVI KUMAR UPP27000043',
        reference: 'N329261234',
        amountPaise: 590_000,
        fingerprint: undefined,
      },
    ])
    expect(new Set(credits.map((c) => c.fingerprint)).size).toBe(2)
    // The same statement again: the same fingerprints.
    expect(statementCredits(csv).map((c) => c.fingerprint)).toEqual(credits.map((c) => c.fingerprint))
  })

  it('HDFC, ICICI and Axis headers; one amount column with a Cr/Dr marker', () => {
    const hdfc = statementCredits(
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n24/11/26,UPI-ASHA UPP27-000042,0000633012,24/11/26,,7080.00,107080.00\n',
    )
    expect(hdfc.map((c) => [c.date, c.amountPaise, c.reference])).toEqual([
      ['2026-11-24', 708_000, '0000633012'],
    ])
    const icici = statementCredits(
      'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )\n1,23/11/2026,24/11/2026,-,UPI/ASHA/UPP27-000042,0.00,"7,080.00","7,080.00"\n',
    )
    expect(icici.map((c) => [c.date, c.amountPaise, c.narration])).toEqual([
      ['2026-11-24', 708_000, 'UPI/ASHA/UPP27-000042'],
    ])
    const axis = statementCredits(
      'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL\n24-11-2026,,UPI/UPP27-000042,,7080,7080,123\n',
    )
    expect(axis.map((c) => c.amountPaise)).toEqual([708_000])
    const marked = statementCredits(
      'Date,Description,Amount,Cr/Dr\n24/11/2026,UPI UPP27-000042,7080.00,CR\n24/11/2026,CHARGES,10.00,DR\n',
    )
    expect(marked.map((c) => [c.narration, c.amountPaise])).toEqual([['UPI UPP27-000042', 708_000]])
  })

  it('refuses a file without a date and a credit column', () => {
    expect(() => statementCredits('name,email\nAsha,asha@example.org\n')).toThrow(StatementError)
    expect(() => statementCredits('')).toThrow(StatementError)
  })
})

describe('matching a credit', () => {
  const asha: Candidate = {
    id: 42,
    registrationNumber: 'UPP27-000042',
    name: 'Asha Verma',
    amountPaise: 708_000,
    owes: true,
  }
  const ravi: Candidate = {
    id: 43,
    registrationNumber: 'UPP27-000043',
    name: 'Ravi Kumar',
    amountPaise: 590_000,
    owes: true,
  }
  const paid: Candidate = {
    id: 44,
    registrationNumber: 'UPP27-000044',
    name: 'Meera Das',
    amountPaise: 590_000,
    owes: false,
  }
  const byNumber = new Map([asha, ravi, paid].map((c) => [c.registrationNumber, c]))
  const prefixes = ['UPP27-', 'UPP26-']
  const credit = (narration: string, amountPaise: number) => ({
    date: '2026-11-24',
    narration,
    reference: '',
    amountPaise,
    fingerprint: 'x',
  })
  const match = (narration: string, amountPaise: number) =>
    matchCredit(credit(narration, amountPaise), prefixes, byNumber, [asha, ravi])

  it('finds registration numbers however the bank wrote them', () => {
    expect(numbersIn('UPI/UPP27-000042/x', prefixes)).toEqual(['UPP27-000042'])
    expect(numbersIn('NEFT upp27 000042', prefixes)).toEqual(['UPP27-000042'])
    expect(numbersIn('UPP27000042 and UPP26-000001', prefixes)).toEqual(['UPP27-000042', 'UPP26-000001'])
    expect(numbersIn('UPP2700004', prefixes)).toEqual([])
  })

  it('verifies the registration named when it owes exactly the amount', () => {
    expect(match('UPI/ASHA/UPP27-000042', 708_000)).toEqual({ outcome: 'verify', registration: asha })
  })

  it('proposes another amount, a registration owing nothing, or a name and amount without number', () => {
    expect(match('UPI/UPP27-000042', 700_000)).toEqual({
      outcome: 'propose',
      registration: asha,
      why: 'the amount differs: Rs. 7,000.00 paid, Rs. 7,080.00 owed',
    })
    expect(match('UPP27-000044', 590_000)).toMatchObject({ outcome: 'propose', registration: paid })
    expect(match('NEFT RAVI KUMAR GORAKHPUR', 590_000)).toEqual({
      outcome: 'propose',
      registration: ravi,
      why: 'no registration number; the name and amount match',
    })
  })

  it('lists the rest: no number and no single name, or several numbers', () => {
    expect(match('NEFT RAVI KUMAR', 100_000)).toEqual({ outcome: 'none', why: 'no registration number' })
    expect(match('CASH DEPOSIT', 708_000)).toEqual({ outcome: 'none', why: 'no registration number' })
    expect(match('UPP27-000042 UPP27-000043', 708_000)).toMatchObject({ outcome: 'none' })
    expect(match('UPP27-000099', 708_000)).toEqual({ outcome: 'none', why: 'no registration number' })
  })
})

describe('a statement downloaded as a spreadsheet', () => {
  // SBI's statement as the bank's site offers it: dates and amounts as typed cells, not text.
  const sheetRows = [
    ['Account Name', 'IAP UP STATE BRANCH'],
    [],
    ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      new Date(Date.UTC(2026, 10, 24)),
      'UPI/CR/633012345678/ASHA VERMA/UPP27-000042',
      633012345678,
      '',
      7080,
      107080,
    ],
    [new Date(Date.UTC(2026, 10, 24)), 'TO TRANSFER-VENDOR', 'TRF99', 5000, '', 102080],
    [new Date(Date.UTC(2026, 10, 25)), 'NEFT-RAVI KUMAR UPP27000043', 'N329261234', '', 5900.5, 107980.5],
  ]
  const csv = [
    'Account Name,IAP UP STATE BRANCH',
    'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    '24/11/2026,UPI/CR/633012345678/ASHA VERMA/UPP27-000042,633012345678,,"7,080.00","1,07,080.00"',
    '24/11/2026,TO TRANSFER-VENDOR,TRF99,"5,000.00",,"1,02,080.00"',
    '25/11/2026,NEFT-RAVI KUMAR UPP27000043,N329261234,,"5,900.50","1,07,980.50"',
  ].join('\n')

  // What some banks save under an .xls name: the statement as an HTML table.
  const htmlTable = `<html><body><table>${csv
    .split('\n')
    .map(
      (line) =>
        `<tr>${parseCsv(line)[0]
          .map((c) => `<td>${c}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</table></body></html>`

  async function book(bookType: 'biff8' | 'xlsx' | 'html') {
    if (bookType === 'html') return new TextEncoder().encode(htmlTable)
    const XLSX = await import('@e965/xlsx')
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet(sheetRows, { cellDates: true, UTC: true }),
      'Statement',
    )
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Other sheet']]), 'Notes')
    return new Uint8Array(XLSX.write(wb, { bookType, type: 'buffer' }) as Buffer)
  }

  it('XLS, XLSX and an HTML table give the credits (and fingerprints) of the same CSV', async () => {
    const fromCsv = statementCredits(csv)
    expect(fromCsv.map((c) => [c.date, c.amountPaise, c.reference])).toEqual([
      ['2026-11-24', 708_000, '633012345678'],
      ['2026-11-25', 590_050, 'N329261234'],
    ])
    for (const kind of ['biff8', 'xlsx', 'html'] as const) {
      const bytes = await book(kind)
      expect(isSpreadsheet(bytes), kind).toBe(true)
      expect(statementCredits(await statementRows(bytes)), kind).toEqual(fromCsv)
    }
    // CSV stays CSV.
    const text = new TextEncoder().encode(csv)
    expect(isSpreadsheet(text)).toBe(false)
    expect(statementCredits(await statementRows(text))).toEqual(fromCsv)
  })

  it('refuses a broken spreadsheet, and an XLSX that would expand beyond a statement’s size', async () => {
    const broken = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3, 4])
    await expect(statementRows(broken)).rejects.toThrow(StatementError)
    const xlsx = await book('xlsx')
    expect(zipExpandedBytes(xlsx)).toBeGreaterThan(1000)
    // The same archive declaring a 100 MB file in its central directory: refused unopened.
    const swollen = xlsx.slice()
    const view = new DataView(swollen.buffer)
    const central = swollen.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50)
    view.setUint32(central + 24, 100 * 1024 * 1024, true)
    await expect(statementRows(swollen)).rejects.toThrow('too large for a statement')
    await expect(statementRows(xlsx.slice(0, xlsx.length - 30))).rejects.toThrow(StatementError)
  })
})

describe('a credit naming an institution’s group', () => {
  const prefixes = ['UPP27-']
  const group: GroupCandidate = {
    id: 7,
    groupNumber: 'UPP27-G-000007',
    institution: 'BRD Medical College',
    owing: [
      { id: 1, registrationNumber: 'UPP27-000001' },
      { id: 2, registrationNumber: 'UPP27-000002' },
    ],
    duePaise: 1_300_000,
  }
  const credit = (narration: string, amountPaise: number) => ({
    date: '2026-11-24',
    narration,
    reference: '',
    amountPaise,
    fingerprint: narration,
  })
  const match = (narration: string, amountPaise: number, g = group) =>
    matchCredit(credit(narration, amountPaise), prefixes, new Map(), [], new Map([[g.groupNumber, g]]))

  it('finds group numbers however written, never as a registration’s', () => {
    expect(groupNumbersIn('NEFT UPP27-G-000007 BRD', prefixes)).toEqual(['UPP27-G-000007'])
    expect(groupNumbersIn('upp27 g 000007', prefixes)).toEqual(['UPP27-G-000007'])
    expect(numbersIn('UPP27-G-000007', prefixes)).toEqual([])
    expect(groupNumbersIn('UPP27-000007', prefixes)).toEqual([])
  })

  it('verifies the group for exactly what its unpaid delegates owe; proposes otherwise', () => {
    expect(match('NEFT UPP27G000007', 1_300_000)).toEqual({ outcome: 'verify-group', group })
    expect(match('NEFT UPP27G000007', 1_299_900)).toMatchObject({
      outcome: 'propose-group',
      why: 'the amount differs: Rs. 12,999.00 paid, Rs. 13,000.00 owed by its 2 unpaid delegates',
    })
    expect(match('NEFT UPP27G000007', 1_300_000, { ...group, owing: [], duePaise: 0 })).toMatchObject({
      outcome: 'propose-group',
      why: 'this group owes nothing now',
    })
    // A group and a registration named together: nothing to go on.
    const asha = { id: 1, registrationNumber: 'UPP27-000001', name: 'Asha', amountPaise: 650_000, owes: true }
    expect(
      matchCredit(
        credit('UPP27G000007 UPP27-000001', 1_300_000),
        prefixes,
        new Map([[asha.registrationNumber, asha]]),
        [],
        new Map([[group.groupNumber, group]]),
      ),
    ).toMatchObject({ outcome: 'none' })
  })
})
