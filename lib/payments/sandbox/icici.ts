// The sandbox's icici side (ICICI's older Merchant Solutions kit): the capture page the browser submits
// EncData to (POST {base}/icici/pay), Approve / Decline buttons, then the bank's return: a GET to
// ReturnURL with paymentResponse = URL-encoded JSON {EncData, MerchantId, BankId, TerminalId}
// (ResponseCode 00 approved, 91 cancelled; hash uppercase hex). Its capture sessions live in a
// SandboxStore, like the other sandbox's transactions (the site's in PostgreSQL).
import { randomBytes } from 'node:crypto'
import { escapeHtml } from '@/lib/mail'
import type { IciciConfig } from '../gateways/icici/config'
import { iciciDecrypt, iciciEncrypt, iciciVerify } from '../gateways/icici/kit'
import { html } from './pages'
import { indiaNow } from './protocol'
import { memorySandboxStore, type SandboxStore } from './store'

export class SandboxIciciGateway {
  constructor(
    readonly cfg: IciciConfig,
    private readonly pending: SandboxStore<Record<string, string>> = memorySandboxStore(),
  ) {}

  async handle(request: Request, subpath: string): Promise<Response> {
    const form = new URLSearchParams(request.method === 'POST' ? await request.text() : '')
    if (request.method === 'POST' && subpath === 'icici/pay') return this.capture(form)
    if (request.method === 'POST' && subpath === 'icici/decide') return this.decide(form)
    return new Response('Not found', { status: 404 })
  }

  private async capture(form: URLSearchParams): Promise<Response> {
    const fields = iciciDecrypt(form.get('EncData') ?? '', this.cfg)
    if (
      !fields ||
      !iciciVerify(fields, this.cfg.secret) ||
      fields.MerchantId !== this.cfg.merchantId ||
      fields.PassCode !== this.cfg.passCode
    ) {
      return html('Invalid request', '<p>The payment request could not be decrypted or verified.</p>', 400)
    }
    const token = randomBytes(16).toString('hex')
    await this.pending.insert(`icici:${token}`, fields)
    const amount = (Number(fields.Amount) / 100).toFixed(2)
    const button = (decision: string, label: string, style: string) =>
      `<button name="decision" value="${decision}" style="min-height:44px;padding:10px 18px;margin:6px 6px 0 0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;${style}">${label}</button>`
    return html(
      'Sandbox card payment (ICICI Merchant Solutions)',
      `<p>Amount: INR ${escapeHtml(amount)} · Reference ${escapeHtml(fields.TxnRefNo ?? '')}</p><form method="post" action="${escapeHtml(this.cfg.captureUrl.replace(/\/pay$/, '/decide'))}"><input type="hidden" name="token" value="${token}">${button('approve', 'Approve', 'background:#15803d;color:#fff;border:0')}${button('decline', 'Decline', 'background:#b91c1c;color:#fff;border:0')}</form>`,
    )
  }

  private async decide(form: URLSearchParams): Promise<Response> {
    const token = form.get('token') ?? ''
    // Single use: of two decisions at once, one gets the session.
    const request = token ? await this.pending.take(`icici:${token}`) : undefined
    if (!request)
      return html(
        'Payment session expired',
        '<p>This payment session has expired or was already completed.</p>',
        410,
      )
    const approved = form.get('decision') === 'approve'
    const response: Record<string, string> = {
      TxnRefNo: request.TxnRefNo,
      Amount: request.Amount,
      MerchantId: this.cfg.merchantId,
      TerminalId: this.cfg.terminalId,
      ResponseCode: approved ? '00' : '91',
      Message: approved ? 'Transaction successful' : 'Transaction cancelled',
      RetRefNo: approved ? `5${Array.from(randomBytes(11), (b) => b % 10).join('')}` : '',
      AuthCode: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
      TxnDateTime: indiaNow(),
    }
    const paymentResponse = JSON.stringify({
      EncData: iciciEncrypt(response, this.cfg, 'upper'),
      MerchantId: this.cfg.merchantId,
      BankId: this.cfg.bankId,
      TerminalId: this.cfg.terminalId,
    })
    const target = `${request.ReturnURL}${request.ReturnURL.includes('?') ? '&' : '?'}paymentResponse=${encodeURIComponent(paymentResponse)}`
    return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } })
  }
}
