// The audit trail's vocabulary: every action it records, as `<entity>.<verb>`, in one list (the
// filters and the console read the same names). The entity of an entry is the action's prefix,
// except for sign-ins and password resets, which concern no record. Client-safe.

export const AUDIT_ACTIONS = [
  'member.create',
  'member.update',
  'member.delete',
  'conference.create',
  'conference.update',
  'event.create',
  'event.update',
  'event.delete',
  'gallery.create',
  'gallery.delete',
  'gkpgallery.create',
  'gkpgallery.delete',
  'theme.create',
  'theme.update',
  'theme.delete',
  'slide.create',
  'slide.update',
  'slide.delete',
  'faq.create',
  'faq.update',
  'faq.delete',
  'text.update',
  'contact.create',
  'contact.update',
  'message.read',
  'message.unread',
  'message.delete',
  'edition.create',
  'edition.update',
  'edition.fees',
  'edition.switch',
  'edition.desk-opening',
  'edition.desk-rehearsal',
  'registration.verify',
  'registration.reject',
  'registration.cancel',
  'registration.refund',
  'registration.refund-status',
  'registration.resend',
  'registration.transfer',
  'registration.seats-lost',
  'registration.remind',
  'registration.reminders-stop',
  'registration.export',
  'workshop.export',
  'waitlist.join',
  'waitlist.leave',
  'waitlist.offer',
  'waitlist.accept',
  'waitlist.expire',
  'registration.checkin',
  'desk.invite',
  'desk.activate',
  'desk.revoke',
  'registration.badges',
  'certificate.settings',
  'gst.settings',
  'discount.create',
  'discount.update',
  'certificate.signatory-add',
  'certificate.signatory-remove',
  'certificate.issue',
  'certificate.cme-settings',
  'certificate.council-report',
  'feedback.questions',
  'feedback.give',
  'feedback.export',
  'programme.save',
  'programme.delete',
  'auth.login',
  'auth.password-reset',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The entity an action concerns ('' for the administrator's own session). */
export function entityOf(action: string): string {
  const prefix = action.split('.')[0]
  return prefix === 'auth' ? '' : prefix
}

/** Who did it: an organiser (from their session, at a client address) or the site itself. */
export type Actor = { kind: 'admin'; email: string; ip: string } | { kind: 'system' }

export const SYSTEM: Actor = { kind: 'system' }
