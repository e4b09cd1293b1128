// What a form's server action answers (its path before the page's script has run, see
// docs/architecture.md, "Forms before their script"): what was sent, to show it again, the
// first message of each refused field, and the form's own message. The form renders it with the
// page that answers the post. React sends the previous reply back with the next post (a hidden
// field of the form): the actions never read it. Client-safe.

export interface FormReply {
  /** The text fields as they were sent (never a password: those are typed again). */
  values: Record<string, string>
  /** Field name → the first message of its refusal. */
  errors: Record<string, string>
  message: { tone: 'success' | 'error'; text: string } | null
}

/** A form's state before anything was posted. */
export const NO_REPLY: FormReply = { values: {}, errors: {}, message: null }

/** The forms whose page reads their reply on the server (lib/api/actions/intake.ts, replyOf). */
export const REPLY_OF = {
  invite: 'volunteer-invite',
  proof: 'payment-proof',
  feedback: 'feedback',
  transfer: 'transfer',
  waitlist: 'waitlist',
  abstract: 'abstract',
  review: 'review',
  conflict: 'review-conflict',
  reviewSettings: 'review-settings',
  reviewerInvite: 'reviewer-invite',
  call: 'abstract-call',
  figure: 'abstract-figure',
  refundTransfer: 'refund-transfer',
} as const
