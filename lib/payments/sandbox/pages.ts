// The sandbox gateway's pages: what the payer sees on "the bank's" side (its own look, marked as
// a test) and the self-submitting form that takes the browser back to the merchant.
import { escapeHtml } from '@/lib/mail'
import { SANDBOX_NOTICE } from '../schema'
import type { SandboxTxn } from './protocol'

/** A minimal page in the sandbox's look (it is the bank's page, not ours). */
export function html(title: string, body: string, status = 200, head = ''): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}</head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#111827;background:#f3f4f6"><main style="max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;border:1px solid #e5e7eb">
<p style="margin:0 0 4px;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#4b5563">Sandbox gateway</p><h1 style="font-size:1.25rem;margin:0 0 12px">${escapeHtml(title)}</h1><p role="note" style="margin:0 0 12px;padding:8px 12px;border-radius:8px;background:#fef3c7;color:#78350f"><strong>Test mode.</strong> ${escapeHtml(SANDBOX_NOTICE)}</p>${body}</main></body></html>`
  return new Response(page, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** 410: the payment session is unknown, expired or already decided. */
export const expiredPage = (advice = '') =>
  html(
    'Payment session expired',
    `<p>This payment session has expired or was already completed.${advice}</p>`,
    410,
  )

const BUTTON =
  'min-height:44px;padding:10px 18px;margin:6px 6px 0 0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;'
const GREEN = 'background:#15803d;color:#fff;border:0'
const RED = 'background:#b91c1c;color:#fff;border:0'
const PLAIN = 'background:#fff;color:#111827;border:1px solid #6b7280'
const button = (name: string, value: string, label: string, style: string) =>
  `<button name="${name}" value="${value}" style="${BUTTON}${style}">${label}</button>`

/** What is being paid: the amount and the sale's number. */
const saleFacts = (txn: SandboxTxn) =>
  `<dl style="margin:0 0 16px"><dt style="font-weight:600">Amount</dt><dd style="margin:0 0 8px">INR ${escapeHtml(txn.amount)}</dd>
<dt style="font-weight:600">Transaction</dt><dd style="margin:0">${escapeHtml(txn.merchantTxnNo)}</dd></dl>`

/** A form posting the sale's tranCtx to one of the sandbox's paths. */
const ctxForm = (action: string, tranCtx: string, inner: string) =>
  `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="tranCtx" value="${escapeHtml(tranCtx)}">${inner}</form>`

/** The payer's choice: a card (Approve, Decline or Leave pending) or UPI. */
export function payPage(txn: SandboxTxn, tranCtx: string, baseUrl: string): Response {
  return html(
    'Sandbox payment',
    `<p style="margin:0 0 8px">Test payment page of the built-in sandbox gateway. No money moves.</p>${saleFacts(txn)}
${ctxForm(
  `${baseUrl}/pg/portal/pay`,
  tranCtx,
  `<h2 style="font-size:1rem;margin:0">Card</h2>
${button('decision', 'approve', 'Approve', GREEN)}${button('decision', 'decline', 'Decline', RED)}${button('decision', 'pending', 'Leave pending', PLAIN)}
<h2 style="font-size:1rem;margin:20px 0 0">UPI</h2><p style="margin:4px 0 0">Scan a QR code or open your UPI app.</p>
${button('decision', 'upi', 'Pay by UPI', PLAIN)}`,
)}`,
  )
}

/**
 * Waiting for the payer's UPI app, as a bank's page does: the QR code of the `upi://pay` link on
 * a wide screen, the link itself (which a phone opens in a UPI app) on a narrow one. The page looks
 * again every 5 s and returns the browser to the merchant once the app has answered.
 */
export function upiPage(txn: SandboxTxn, tranCtx: string, baseUrl: string, uri: string, qr: string) {
  const ctx = encodeURIComponent(tranCtx)
  const again = `${baseUrl}/pg/portal/upi?tranCtx=${ctx}`
  return html(
    'Pay by UPI',
    `<style>.upi-qr{display:none}@media (min-width:40rem){.upi-qr{display:block}.upi-intent{display:none}}</style>${saleFacts(txn)}
<div class="upi-qr"><p style="margin:0 0 8px">Scan this code with any UPI app on your phone.</p><div role="img" aria-label="UPI QR code" style="width:200px;height:200px">${qr}</div></div>
<p class="upi-intent"><a href="${escapeHtml(uri)}" style="display:inline-flex;align-items:center;box-sizing:border-box;min-height:44px;padding:10px 18px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none">Open your UPI app</a></p>
<p role="status">Waiting for you to approve the payment in your UPI app. This page checks again every 5 seconds.</p>
<p style="margin:16px 0 0;padding:8px 12px;border-radius:8px;background:#f3f4f6">No UPI app in a sandbox: <a href="${escapeHtml(`${baseUrl}/pg/upi/app?tranCtx=${ctx}`)}" target="_blank">open the sandbox's UPI app</a> to approve or decline, as the payer's phone would.</p>`,
    200,
    `<meta http-equiv="refresh" content="5;url=${escapeHtml(again)}">`,
  )
}

/** The sandbox's stand-in for the payer's UPI app: approve or decline the collect request. */
export function upiAppPage(txn: SandboxTxn, tranCtx: string, baseUrl: string): Response {
  return html(
    'Sandbox UPI app',
    `<p style="margin:0 0 8px">Pay Sandbox merchant?</p>${saleFacts(txn)}
${ctxForm(`${baseUrl}/pg/upi/app`, tranCtx, `${button('answer', 'approve', 'Approve', GREEN)}${button('answer', 'decline', 'Decline', RED)}`)}`,
  )
}

/** What the UPI app says once it has answered (the payer returns to the bank's page). */
export const upiAnsweredPage = (approved: boolean) =>
  html(
    approved ? 'Payment approved' : 'Payment declined',
    `<p>${approved ? 'The payment was approved' : 'The payment was declined'} in the sandbox's UPI app. Go back to the payment page: it returns you to the merchant within a few seconds.</p>`,
  )

/** Posts the signed fields to the merchant's returnURL (a button without JavaScript). */
export function returnPage(returnURL: string, fields: Record<string, string>): Response {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return html(
    'Returning to the merchant',
    `<form method="post" action="${escapeHtml(returnURL)}">${inputs}<p>Returning you to the merchant…</p><noscript><button style="min-height:44px">Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
  )
}
