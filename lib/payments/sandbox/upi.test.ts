// The sandbox gateway's UPI, as the bank's hosted page offers it: the payer picks UPI, the page
// shows the QR code of the exact `upi://pay` link (the link itself on a phone) and waits; the
// sale stays in process (STATUS REQ) until the payer's UPI app answers, then STATUS, the advice
// and the browser's return all say so. Against the gateway itself, kept in memory.
import { describe, expect, it } from 'vitest'
import { signed } from '../gateways/payphi/hash'
import { SandboxGateway } from './gateway'

const BASE = 'http://bank.test/sandbox-gateway'
const KEY = 'unit-key'

function gateway() {
  return new SandboxGateway({ baseUrl: BASE, merchantId: 'T_UNIT', secretKey: KEY })
}
const call = (g: SandboxGateway, path: string, init?: { form?: Record<string, string>; json?: object }) =>
  g.handle(
    new Request(`${BASE}/${path}`, {
      method: init ? 'POST' : 'GET',
      headers: init?.json ? { 'content-type': 'application/json' } : {},
      body: init?.json ? JSON.stringify(init.json) : init?.form ? new URLSearchParams(init.form) : undefined,
    }),
    path.split('?')[0],
  )

async function startSale(g: SandboxGateway, merchantTxnNo: string) {
  const sale = signed(
    {
      merchantId: 'T_UNIT',
      merchantTxnNo,
      amount: '7670.00',
      currencyCode: '356',
      payType: '0',
      transactionType: 'SALE',
      txnDate: '20261126100000',
      // An address that refuses at once: the advice the sandbox sends after an answer fails quietly.
      returnURL: 'http://127.0.0.1:9/payment-callback',
      customerEmailID: 'delegate@example.org',
      customerMobileNo: '919876543210',
      customerName: 'A Delegate',
    },
    KEY,
  )
  const started = (await (await call(g, 'pg/api/v2/initiateSale', { json: sale })).json()) as {
    tranCtx: string
  }
  return started.tranCtx
}
async function status(g: SandboxGateway, merchantTxnNo: string) {
  const form = signed(
    { merchantId: 'T_UNIT', merchantTxnNo, originalTxnNo: merchantTxnNo, transactionType: 'STATUS' },
    KEY,
  )
  return (await (await call(g, 'pg/api/command', { form })).json()) as Record<string, string>
}
const hiddenFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))

describe('the sandbox gateway’s UPI', () => {
  it('shows the QR code and the app link of the exact amount, and waits for the app', async () => {
    const g = gateway()
    const tranCtx = await startSale(g, 'UPI0001')
    const pay = await (await call(g, `pg/portal/pay?tranCtx=${tranCtx}`)).text()
    expect(pay).toContain('value="upi"')
    const page = await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'upi' } })
    const html = await page.text()
    expect(page.status).toBe(200)
    const link = html.match(/href="(upi:\/\/pay\?[^"]+)"/)?.[1].replaceAll('&amp;', '&')
    const params = new URL(link!.replace('upi://pay', 'http://upi/')).searchParams
    expect(Object.fromEntries(params)).toEqual({
      pa: 't_unit@sandboxpg',
      pn: 'Sandbox merchant',
      am: '7670.00',
      cu: 'INR',
      tn: 'UPI0001',
    })
    expect(html).toMatch(/aria-label="UPI QR code"[^>]*><svg/)
    expect(html).toContain(
      `<meta http-equiv="refresh" content="5;url=${BASE}/pg/portal/upi?tranCtx=${tranCtx}">`,
    )
    // In process until the app answers, and looking again shows the same page.
    expect((await status(g, 'UPI0001')).txnStatus).toBe('REQ')
    expect(await (await call(g, `pg/portal/upi?tranCtx=${tranCtx}`)).text()).toContain('Waiting for you')
  })

  it('settles when the app approves: STATUS says paid by UPI, the page returns the browser', async () => {
    const g = gateway()
    const tranCtx = await startSale(g, 'UPI0002')
    await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'upi' } })
    expect(await (await call(g, `pg/upi/app?tranCtx=${tranCtx}`)).text()).toContain('INR 7670.00')
    const answered = await call(g, 'pg/upi/app', { form: { tranCtx, answer: 'approve' } })
    expect(await answered.text()).toContain('The payment was approved')
    expect(await status(g, 'UPI0002')).toMatchObject({
      txnStatus: 'SUC',
      txnResponseCode: '0000',
      amount: '7670.00',
      paymentMode: 'UPI',
      paymentSubInstType: 'Sandbox UPI',
    })
    const back = hiddenFields(await (await call(g, `pg/portal/upi?tranCtx=${tranCtx}`)).text())
    expect(back).toMatchObject({ responseCode: '0000', merchantTxnNo: 'UPI0002', paymentMode: 'UPI' })
    expect(back.secureHash).toBe(signed({ ...back, secureHash: '' }, KEY).secureHash)
    // Answered once: the app, and the card buttons, have nothing more to decide.
    expect((await call(g, 'pg/upi/app', { form: { tranCtx, answer: 'decline' } })).status).toBe(410)
    expect((await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'decline' } })).status).toBe(410)
    expect((await status(g, 'UPI0002')).txnStatus).toBe('SUC')
  })

  it('a declined UPI payment is rejected; the app answers only a sale being paid by UPI', async () => {
    const g = gateway()
    const tranCtx = await startSale(g, 'UPI0003')
    // Not yet chosen UPI: no app, no waiting page.
    expect((await call(g, `pg/upi/app?tranCtx=${tranCtx}`)).status).toBe(410)
    expect((await call(g, 'pg/upi/app', { form: { tranCtx, answer: 'approve' } })).status).toBe(410)
    expect((await call(g, `pg/portal/upi?tranCtx=${tranCtx}`)).status).toBe(410)
    await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'upi' } })
    expect((await call(g, 'pg/upi/app', { form: { tranCtx, answer: 'maybe' } })).status).toBe(410)
    await call(g, 'pg/upi/app', { form: { tranCtx, answer: 'decline' } })
    expect(await status(g, 'UPI0003')).toMatchObject({ txnStatus: 'REJ', paymentMode: 'UPI' })
    const back = hiddenFields(await (await call(g, `pg/portal/upi?tranCtx=${tranCtx}`)).text())
    expect(back.responseCode).toBe('039')
  })

  it('a card payment still says card', async () => {
    const g = gateway()
    const tranCtx = await startSale(g, 'UPI0004')
    await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'upi' } })
    // The payer went back and paid by card after all.
    await call(g, 'pg/portal/pay', { form: { tranCtx, decision: 'approve' } })
    expect(await status(g, 'UPI0004')).toMatchObject({ txnStatus: 'SUC', paymentMode: 'CC' })
  })
})
