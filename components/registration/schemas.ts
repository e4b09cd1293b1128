// The registration flow's zod schemas, loaded when a form first needs them (when it is first
// focused, at the latest when it is sent) instead of with the page: zod and the schemas cost a
// phone a long task while the page starts, and most visitors read a page before they type. Used by
// the registration, link-request and payment-details forms.
export const loadSchemas = () => import('@/lib/registrations/schema')
