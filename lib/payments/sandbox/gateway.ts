// The built-in sandbox gateway's payphi side: a stand-in for the bank's payphi gateway (ICICI
// Orange PG) that speaks its protocol over HTTP (payment-gateway.md §1) with the same signatures,
// so the site's client cannot tell it from the bank. It serves
//   POST {base}/pg/api/v2/initiateSale   JSON, answers redirectURI + tranCtx (R1000)
//   GET  {base}/pg/portal/pay?tranCtx=   the payer's page: Approve / Decline / Leave pending
//   POST {base}/pg/portal/pay            records the choice, returns the browser to returnURL
//                                        (form POST) and sends the same fields as a payment advice
//   POST {base}/pg/api/command           STATUS and REFUND, form-encoded
//   GET  {base}/pg/portal/upi?tranCtx=   paying by UPI: the QR code or the app link, waiting for
//                                        the app; returns the browser once it has answered
//   GET|POST {base}/pg/upi/app           the sandbox's stand-in for the payer's UPI app
// Transactions live in a SandboxStore (./store.ts): the site's in PostgreSQL,
// shared by every server instance; a test's own gateway in memory. The records and answer fields
// are in ./protocol.ts, the payer's pages in ./pages.ts.
// Like the bank's test cards, one documented trigger exists: initiateSale is refused for a
// customer e-mail at the domain refuse.sandbox.test, so the refusal path can be exercised.
import { randomBytes } from 'node:crypto'
import { amountToPaise } from '@/lib/money'
import { qrSvg } from '@/lib/tickets/qr'
import { signed, verifySecureHash } from '../gateways/payphi/hash'
import { expiredPage, payPage, returnPage, upiAnsweredPage, upiAppPage, upiPage } from './pages'
import {
  DUPLICATE,
  indiaNow,
  newRefund,
  newSale,
  refundRefusal,
  returnFields,
  saleRefusal,
  saleUpiUri,
  statusFields,
  type SandboxOptions,
  type SandboxTxn,
} from './protocol'
import { memorySandboxStore, type SandboxStore } from './store'

export { SANDBOX_REFUSED_DOMAIN, type SandboxOptions, type SandboxTxn } from './protocol'

const TRAN_CTX_TTL_MS = 15 * 60 * 1000

export class SandboxGateway {
  constructor(
    readonly options: SandboxOptions,
    readonly store: SandboxStore<SandboxTxn> = memorySandboxStore<SandboxTxn>(),
  ) {}

  /** The transactions of a gateway kept in memory (tests look into them). */
  get transactions(): Map<string, SandboxTxn> {
    const records = (this.store as { records?: Map<string, SandboxTxn> }).records
    if (!records) throw new Error('only a sandbox kept in memory lists its transactions')
    return records
  }

  async handle(request: Request, subpath: string): Promise<Response> {
    const route = `${request.method} ${subpath.replace(/\/+$/, '')}`
    switch (route) {
      case 'POST pg/api/v2/initiateSale':
        return this.initiateSale(request)
      case 'POST pg/api/command':
        return this.command(request)
      case 'GET pg/portal/pay':
        return this.payPage(new URL(request.url).searchParams.get('tranCtx') ?? '')
      case 'POST pg/portal/pay':
        return this.decide(request)
      case 'GET pg/portal/upi':
        return this.upiWaiting(new URL(request.url).searchParams.get('tranCtx') ?? '')
      case 'GET pg/upi/app':
        return this.upiApp(new URL(request.url).searchParams.get('tranCtx') ?? '')
      case 'POST pg/upi/app':
        return this.upiAnswer(request)
      default:
        return new Response('Not found', { status: 404 })
    }
  }

  private answer(fields: Record<string, string>, status = 200): Response {
    return Response.json(signed(fields, this.options.secretKey), { status })
  }

  private async initiateSale(request: Request): Promise<Response> {
    let body: Record<string, string>
    try {
      body = Object.fromEntries(
        Object.entries((await request.json()) as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : String(v ?? ''),
        ]),
      )
    } catch {
      return this.answer({ responseCode: 'P1000', responseDescription: 'Malformed request' }, 400)
    }
    const refuse = (code: string, why: string) =>
      this.answer({
        responseCode: code,
        responseDescription: why,
        merchantId: body.merchantId ?? '',
        merchantTxnNo: body.merchantTxnNo ?? '',
      })
    const refusal = saleRefusal(body, this.options)
    if (refusal) return refuse(...refusal)
    const tranCtx = randomBytes(16).toString('hex')
    const sale = newSale(body, tranCtx)
    if (!(await this.store.insert(body.merchantTxnNo, sale, tranCtx)))
      return refuse('P1001', 'Duplicate merchantTxnNo')
    return this.answer({
      responseCode: 'R1000',
      responseDescription: 'Request processed successfully',
      merchantId: this.options.merchantId,
      merchantTxnNo: body.merchantTxnNo,
      redirectURI: `${this.options.baseUrl}/pg/portal/pay`,
      tranCtx,
    })
  }

  private async saleByCtx(tranCtx: string): Promise<SandboxTxn | undefined> {
    const txn = tranCtx ? await this.store.byCtx(tranCtx) : undefined
    return txn && Date.now() - txn.createdAt < TRAN_CTX_TTL_MS ? txn : undefined
  }

  private async payPage(tranCtx: string): Promise<Response> {
    const txn = await this.saleByCtx(tranCtx)
    if (!txn || txn.decided)
      return expiredPage(' Close this window and start again from the conference site.')
    return payPage(txn, tranCtx, this.options.baseUrl)
  }

  private async decide(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    const txn = await this.saleByCtx(form.get('tranCtx') ?? '')
    const decision = form.get('decision')
    if (!txn || txn.decided || !['approve', 'decline', 'pending', 'upi'].includes(decision ?? ''))
      return expiredPage()
    if (decision === 'upi') {
      txn.method = 'upi'
      await this.store.save(txn.merchantTxnNo, txn)
      return this.upiPage(txn)
    }
    txn.method = 'card'
    await this.settle(txn, decision as 'approve' | 'decline' | 'pending')
    const fields = this.returnFields(txn)
    if (txn.status !== 'REQ') void this.sendAdvice(txn.returnURL, fields)
    return returnPage(txn.returnURL, fields)
  }

  private returnFields(txn: SandboxTxn) {
    return signed(returnFields(txn, this.options.merchantId), this.options.secretKey)
  }

  private async upiPage(txn: SandboxTxn): Promise<Response> {
    const uri = saleUpiUri(txn, this.options.merchantId)
    return upiPage(txn, txn.tranCtx, this.options.baseUrl, uri, await qrSvg(uri))
  }

  /** The UPI page looking again: the browser goes back to the merchant once the app has answered. */
  private async upiWaiting(tranCtx: string): Promise<Response> {
    const txn = await this.saleByCtx(tranCtx)
    if (!txn || txn.method !== 'upi') return expiredPage()
    if (txn.decided) return returnPage(txn.returnURL, this.returnFields(txn))
    return this.upiPage(txn)
  }

  private async upiApp(tranCtx: string): Promise<Response> {
    const txn = await this.saleByCtx(tranCtx)
    if (!txn || txn.method !== 'upi' || txn.decided) return expiredPage()
    return upiAppPage(txn, tranCtx, this.options.baseUrl)
  }

  /** The payer's UPI app answers: the sale is settled and the bank advises the merchant. */
  private async upiAnswer(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    const txn = await this.saleByCtx(form.get('tranCtx') ?? '')
    const answer = form.get('answer')
    if (!txn || txn.method !== 'upi' || txn.decided || (answer !== 'approve' && answer !== 'decline'))
      return expiredPage()
    await this.settle(txn, answer)
    void this.sendAdvice(txn.returnURL, this.returnFields(txn))
    return upiAnsweredPage(answer === 'approve')
  }

  /** Applies the payer's choice (public for tests that play the payer without a browser). */
  settle(txn: SandboxTxn, decision: 'approve' | 'decline' | 'pending'): Promise<void> {
    txn.decided = true
    txn.status = decision === 'approve' ? 'SUC' : decision === 'decline' ? 'REJ' : 'REQ'
    txn.paymentDateTime = indiaNow()
    return this.store.save(txn.merchantTxnNo, txn)
  }

  /** The bank's server-to-server payment advice, retried until it gets HTTP 200. */
  private async sendAdvice(url: string, fields: Record<string, string>) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams(fields),
          signal: AbortSignal.timeout(15_000),
        })
        if (res.ok) return
      } catch {
        // retried below
      }
      await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)))
    }
  }

  private async command(request: Request): Promise<Response> {
    const body = Object.fromEntries(new URLSearchParams(await request.text()))
    const merchantId = body.merchantId ?? body.merchantID
    const base = { merchantId: this.options.merchantId, merchantTxnNo: body.merchantTxnNo ?? '' }
    if (!verifySecureHash(body, this.options.secretKey))
      return this.answer({ ...base, responseCode: 'P1007', respDescription: 'Invalid secure hash' })
    if (merchantId !== this.options.merchantId)
      return this.answer({ ...base, responseCode: 'P1002', respDescription: 'Invalid merchant' })
    if (body.transactionType === 'STATUS') return this.status(body, base)
    if (body.transactionType === 'REFUND') return this.refund(body, base)
    return this.answer({ ...base, responseCode: 'P1005', respDescription: 'Invalid transactionType' })
  }

  private async status(body: Record<string, string>, base: Record<string, string>): Promise<Response> {
    const txn =
      (await this.store.get(body.merchantTxnNo ?? '')) ?? (await this.store.get(body.originalTxnNo ?? ''))
    if (!txn) return this.answer({ ...base, responseCode: 'P1006', respDescription: 'Transaction not found' })
    return this.answer({ ...base, ...statusFields(txn) })
  }

  private async refund(body: Record<string, string>, base: Record<string, string>): Promise<Response> {
    const sale = await this.store.get(body.originalTxnNo ?? '')
    const taken = !!body.merchantTxnNo && !!(await this.store.get(body.merchantTxnNo))
    const refusal = refundRefusal(sale, body, taken)
    if (refusal) return this.answer({ ...base, responseCode: refusal[0], respDescription: refusal[1] })
    const refund = newRefund(sale!, body)
    if (!(await this.store.insert(body.merchantTxnNo, refund)))
      return this.answer({ ...base, responseCode: 'P1001', respDescription: DUPLICATE })
    sale!.refundedPaise += amountToPaise(refund.amount)!
    await this.store.save(sale!.merchantTxnNo, sale!)
    return this.answer({
      ...base,
      responseCode: 'R1000',
      respDescription: 'Refund request accepted',
      originalTxnNo: sale!.merchantTxnNo,
      amount: body.amount,
    })
  }
}
