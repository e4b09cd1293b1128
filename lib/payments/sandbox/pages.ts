// The sandbox gateway's pages: what the payer sees on "the bank's" side (its own look, marked as
// a test) and the self-submitting form that takes the browser back to the merchant.
import { escapeHtml } from '@/lib/mail'
import { SANDBOX_NOTICE } from '../schema'
import type { SandboxTxn } from './protocol'

/** A minimal page in the sandbox's look (it is the bank's page, not ours). */
export function html(title: string, body: string, status = 200): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
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

/** The payer's choice: Approve, Decline or Leave pending. */
export function payPage(txn: SandboxTxn, tranCtx: string, baseUrl: string): Response {
  const button = (decision: string, label: string, style: string) =>
    `<button name="decision" value="${decision}" style="min-height:44px;padding:10px 18px;margin:6px 6px 0 0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;${style}">${label}</button>`
  return html(
    'Sandbox payment',
    `<p style="margin:0 0 8px">Test payment page of the built-in sandbox gateway. No money moves.</p>
<dl style="margin:0 0 16px"><dt style="font-weight:600">Amount</dt><dd style="margin:0 0 8px">INR ${escapeHtml(txn.amount)}</dd>
<dt style="font-weight:600">Transaction</dt><dd style="margin:0">${escapeHtml(txn.merchantTxnNo)}</dd></dl>
<form method="post" action="${escapeHtml(baseUrl)}/pg/portal/pay"><input type="hidden" name="tranCtx" value="${escapeHtml(tranCtx)}">
${button('approve', 'Approve', 'background:#15803d;color:#fff;border:0')}${button('decline', 'Decline', 'background:#b91c1c;color:#fff;border:0')}${button('pending', 'Leave pending', 'background:#fff;color:#111827;border:1px solid #6b7280')}
</form>`,
  )
}

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
