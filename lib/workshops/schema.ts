// The delegate's input to a workshop's waiting list (lib/workshops/waitlist.ts), from their page:
// which workshop, and join, leave (or decline an offer) or accept the seat offered. Client-safe.
import { z } from 'zod'

export const WAITLIST_INTENTS = ['join', 'leave', 'accept'] as const
export type WaitlistIntent = (typeof WAITLIST_INTENTS)[number]

export const waitlistActionSchema = z.object({
  workshop: z.coerce.number({ error: 'Choose a workshop.' }).int().positive('Choose a workshop.'),
  intent: z.enum(WAITLIST_INTENTS, { error: 'Choose what to do.' }),
})
export type WaitlistActionInput = z.infer<typeof waitlistActionSchema>
