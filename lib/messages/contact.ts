// The contact form's words and limit, shared by the form and the handler. Without zod, so the
// contact page loads them with its first paint and the schema (./schema.ts) when it is needed.
export const MESSAGE_SENT = 'Message sent successfully!'
export const MESSAGE_FAILED = 'Failed to send message'
/** Long enough for any real enquiry; bounds what one request can store. */
export const MESSAGE_MAX_LENGTH = 5000
