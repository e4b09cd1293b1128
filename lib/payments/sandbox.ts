// The built-in sandbox gateway: a stand-in for ICICI Orange PG that speaks its protocol over
// HTTP (payment-gateway.md §1) with the same signatures, so the site's client cannot tell it
// from the bank. It serves
//   POST {base}/pg/api/v2/initiateSale   JSON, answers redirectURI + tranCtx (R1000)
//   GET  {base}/pg/portal/pay?tranCtx=   the payer's page: Approve / Decline / Leave pending
//   POST {base}/pg/portal/pay            records the choice, returns the browser to returnURL
//                                        (form POST) and sends the same fields as a payment advice
//   POST {base}/pg/api/command           STATUS and REFUND, form-encoded
// Transactions live in this process's memory (a sandbox needs no history across restarts).
// Like the bank's test cards, one documented trigger exists: initiateSale is refused for a
// customer e-mail at the domain refuse.sandbox.test, so the refusal path can be exercised.
import { randomBytes } from 'node:crypto'
import { escapeHtml } from '@/lib/mail'
import { amountToPaise, paiseToAmount } from '@/lib/money'
import { signed, verifySecureHash } from './hash'

export const SANDBOX_REFUSED_DOMAIN = 'refuse.sandbox.test'
const TRAN_CTX_TTL_MS = 15 * 60 * 1000

export interface SandboxOptions {
  /** Public base URL of the sandbox, e.g. http://localhost:3000/sandbox-gateway */
  baseUrl: string
  merchantId: string
  secretKey: string
}

type Status = 'REQ' | 'SUC' | 'REJ'

export interface SandboxTxn {
  merchantTxnNo: string
  kind: 'sale' | 'refund'
  originalTxnNo?: string
  amount: string
  returnURL: string
  customerEmailID: string
  customerMobileNo: string
  addlParam1: string
  status: Status
  decided: boolean
  txnID: string
  paymentDateTime: string
  tranCtx: string
  createdAt: number
  refundedPaise: number
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('')

export class SandboxGateway {
  readonly transactions = new Map<string, SandboxTxn>()
  private readonly byCtx = new Map<string, string>()

  constructor(readonly options: SandboxOptions) {}

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
    if (!verifySecureHash(body, this.options.secretKey)) return refuse('P1007', 'Invalid secure hash')
    if (body.merchantId !== this.options.merchantId) return refuse('P1002', 'Invalid merchant')
    if (!/^[A-Za-z0-9]{1,20}$/.test(body.merchantTxnNo ?? '')) return refuse('P1003', 'Invalid merchantTxnNo')
    if (this.transactions.has(body.merchantTxnNo)) return refuse('P1001', 'Duplicate merchantTxnNo')
    if (!/^\d+\.\d{2}$/.test(body.amount ?? '') || amountToPaise(body.amount) === 0)
      return refuse('P1004', 'Invalid amount')
    if (body.currencyCode !== '356' || body.transactionType !== 'SALE' || body.payType !== '0')
      return refuse('P1005', 'Invalid transaction parameters')
    if (!/^\d{14}$/.test(body.txnDate ?? '') || !/^https?:\/\//.test(body.returnURL ?? ''))
      return refuse('P1005', 'Invalid transaction parameters')
    if (!/^[A-Za-z0-9 .-]+$/.test(body.customerName ?? '')) return refuse('P1008', 'Invalid customer name')
    if ((body.customerEmailID ?? '').toLowerCase().endsWith(`@${SANDBOX_REFUSED_DOMAIN}`))
      return refuse('P1009', 'Transaction not permitted for this customer')

    const tranCtx = randomBytes(16).toString('hex')
    this.transactions.set(body.merchantTxnNo, {
      merchantTxnNo: body.merchantTxnNo,
      kind: 'sale',
      amount: body.amount,
      returnURL: body.returnURL,
      customerEmailID: body.customerEmailID ?? '',
      customerMobileNo: body.customerMobileNo ?? '',
      addlParam1: body.addlParam1 ?? '',
      status: 'REQ',
      decided: false,
      txnID: `77${digits(11)}`,
      paymentDateTime: '',
      tranCtx,
      createdAt: Date.now(),
      refundedPaise: 0,
    })
    this.byCtx.set(tranCtx, body.merchantTxnNo)
    return this.answer({
      responseCode: 'R1000',
      responseDescription: 'Request processed successfully',
      merchantId: this.options.merchantId,
      merchantTxnNo: body.merchantTxnNo,
      redirectURI: `${this.options.baseUrl}/pg/portal/pay`,
      tranCtx,
    })
  }

  private saleByCtx(tranCtx: string): SandboxTxn | undefined {
    const txn = this.transactions.get(this.byCtx.get(tranCtx) ?? '')
    return txn && Date.now() - txn.createdAt < TRAN_CTX_TTL_MS ? txn : undefined
  }

  private payPage(tranCtx: string): Response {
    const txn = this.saleByCtx(tranCtx)
    if (!txn || txn.decided)
      return html(
        'Payment session expired',
        '<p>This payment session has expired or was already completed. Close this window and start again from the conference site.</p>',
        410,
      )
    const button = (decision: string, label: string, style: string) =>
      `<button name="decision" value="${decision}" style="min-height:44px;padding:10px 18px;margin:6px 6px 0 0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;${style}">${label}</button>`
    return html(
      'Sandbox payment',
      `<p style="margin:0 0 8px">Test payment page of the built-in sandbox gateway. No money moves.</p>
<dl style="margin:0 0 16px"><dt style="font-weight:600">Amount</dt><dd style="margin:0 0 8px">INR ${escapeHtml(txn.amount)}</dd>
<dt style="font-weight:600">Transaction</dt><dd style="margin:0">${escapeHtml(txn.merchantTxnNo)}</dd></dl>
<form method="post" action="${escapeHtml(this.options.baseUrl)}/pg/portal/pay"><input type="hidden" name="tranCtx" value="${escapeHtml(tranCtx)}">
${button('approve', 'Approve', 'background:#15803d;color:#fff;border:0')}${button('decline', 'Decline', 'background:#b91c1c;color:#fff;border:0')}${button('pending', 'Leave pending', 'background:#fff;color:#111827;border:1px solid #6b7280')}
</form>`,
    )
  }

  /** The fields the bank posts to returnURL (and sends as an advice) for a sale. */
  private returnFields(txn: SandboxTxn): Record<string, string> {
    const responseCode = txn.status === 'SUC' ? '0000' : txn.status === 'REQ' ? 'R1000' : '039'
    const respDescription =
      txn.status === 'SUC'
        ? 'Transaction successful'
        : txn.status === 'REQ'
          ? 'Transaction in process'
          : 'Transaction declined by the payer'
    return {
      responseCode,
      respDescription,
      merchantId: this.options.merchantId,
      merchantTxnNo: txn.merchantTxnNo,
      txnID: txn.txnID,
      paymentID: txn.txnID.slice(2),
      paymentDateTime: txn.paymentDateTime,
      paymentMode: 'CC',
      paymentSubInstType: 'Sandbox card',
      amount: txn.amount,
      customerEmailID: txn.customerEmailID,
      customerMobileNo: txn.customerMobileNo,
      addlParam1: txn.addlParam1,
    }
  }

  private async decide(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    const txn = this.saleByCtx(form.get('tranCtx') ?? '')
    const decision = form.get('decision')
    if (!txn || txn.decided || !['approve', 'decline', 'pending'].includes(decision ?? '')) {
      return html(
        'Payment session expired',
        '<p>This payment session has expired or was already completed.</p>',
        410,
      )
    }
    this.settle(txn, decision as 'approve' | 'decline' | 'pending')
    const fields = signed(this.returnFields(txn), this.options.secretKey)
    if (txn.status !== 'REQ') void this.sendAdvice(txn.returnURL, fields)
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('')
    return html(
      'Returning to the merchant',
      `<form method="post" action="${escapeHtml(txn.returnURL)}">${inputs}<p>Returning you to the merchant…</p><noscript><button style="min-height:44px">Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
    )
  }

  /** Applies the payer's choice (public for tests that play the payer without a browser). */
  settle(txn: SandboxTxn, decision: 'approve' | 'decline' | 'pending') {
    txn.decided = true
    txn.status = decision === 'approve' ? 'SUC' : decision === 'decline' ? 'REJ' : 'REQ'
    txn.paymentDateTime = indiaNow()
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

  private status(body: Record<string, string>, base: Record<string, string>): Response {
    const txn =
      this.transactions.get(body.merchantTxnNo ?? '') ?? this.transactions.get(body.originalTxnNo ?? '')
    if (!txn) return this.answer({ ...base, responseCode: 'P1006', respDescription: 'Transaction not found' })
    const txnResponseCode = txn.status === 'SUC' ? '0000' : txn.status === 'REQ' ? 'R1000' : '039'
    return this.answer({
      ...base,
      responseCode: '000',
      respDescription: 'Transaction status fetched',
      originalTxnNo: txn.originalTxnNo ?? txn.merchantTxnNo,
      txnStatus: txn.status,
      txnResponseCode,
      txnRespDescription:
        txn.status === 'SUC'
          ? 'Transaction successful'
          : txn.status === 'REQ'
            ? 'Transaction in process'
            : 'Transaction rejected',
      txnID: txn.txnID,
      txnAuthID: txn.status === 'SUC' ? txn.txnID.slice(-6) : '',
      paymentDateTime: txn.paymentDateTime,
      amount: txn.amount,
      paymentMode: 'CC',
      paymentSubInstType: 'Sandbox card',
      customerEmailID: txn.customerEmailID,
      customerMobileNo: txn.customerMobileNo,
    })
  }

  private refund(body: Record<string, string>, base: Record<string, string>): Response {
    const sale = this.transactions.get(body.originalTxnNo ?? '')
    const paise = amountToPaise(body.amount)
    if (!sale || sale.kind !== 'sale' || sale.status !== 'SUC')
      return this.answer({
        ...base,
        responseCode: 'P1010',
        respDescription: 'Original transaction not found or not successful',
      })
    if (!/^[A-Za-z0-9]{1,20}$/.test(body.merchantTxnNo ?? '') || this.transactions.has(body.merchantTxnNo))
      return this.answer({
        ...base,
        responseCode: 'P1001',
        respDescription: 'Duplicate or invalid merchantTxnNo',
      })
    if (
      !paise ||
      !/^\d+\.\d{2}$/.test(body.amount) ||
      paise + sale.refundedPaise > amountToPaise(sale.amount)!
    )
      return this.answer({
        ...base,
        responseCode: 'P1004',
        respDescription: 'Refund amount exceeds the refundable amount',
      })
    sale.refundedPaise += paise
    this.transactions.set(body.merchantTxnNo, {
      ...sale,
      merchantTxnNo: body.merchantTxnNo,
      kind: 'refund',
      originalTxnNo: sale.merchantTxnNo,
      amount: paiseToAmount(paise),
      status: 'SUC',
      txnID: `78${digits(11)}`,
      paymentDateTime: indiaNow(),
      tranCtx: '',
      refundedPaise: 0,
    })
    return this.answer({
      ...base,
      responseCode: 'R1000',
      respDescription: 'Refund request accepted',
      originalTxnNo: sale.merchantTxnNo,
      amount: body.amount,
    })
  }
}

export function indiaNow() {
  const d = new Date(Date.now() + 330 * 60 * 1000).toISOString()
  return d.slice(0, 19).replace(/\D/g, '')
}

/** A minimal page in the sandbox's look (it is the bank's page, not ours). */
export function html(title: string, body: string, status = 200): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#111827;background:#f3f4f6"><main style="max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;border:1px solid #e5e7eb">
<p style="margin:0 0 4px;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#4b5563">Sandbox gateway</p><h1 style="font-size:1.25rem;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</main></body></html>`
  return new Response(page, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
