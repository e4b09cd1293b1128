// Sign-in and password-reset inputs, shared by the /admin forms and the /adminpanel handlers.
// Client-safe. The messages are the spec's (section 5 "Admin" and section 8).
import { z } from 'zod'
import { identityEmailSchema } from '@/lib/forms'

export const PASSWORD_POLICY =
  'Password must have at least 8 characters, one uppercase letter, one number, and one special character.'
export const PASSWORD_MISMATCH = 'New password and confirm password do not match'
export const OTP_LENGTH = 6

/** The four views of the sign-in page (/admin). */
export type SignInView = 'login' | 'forgot' | 'otp' | 'reset'
// What the views say when a step fails or succeeds, whether their script or their server action
// (lib/api/actions/sign-in.ts) took it. A 429 says when to try again instead.
export const CODE_REQUEST_FAILED = 'Failed to send OTP. Please try again.'
export const CODE_CHECK_FAILED = 'Failed to verify OTP. Please try again.'
export const RESET_FAILED = 'Failed to reset password. Please try again.'
export const RESET_DONE = 'Password reset successfully.'

/** Letters, digits and @$!%*?& only; at least one uppercase letter, one digit, one special. */
const PASSWORD = /^(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,128}$/

export const passwordSchema = z.string({ error: PASSWORD_POLICY }).regex(PASSWORD, PASSWORD_POLICY)

// E-mails are stored and looked up normalised (trimmed, lower case), by equality.
export const adminEmailSchema = identityEmailSchema

export const loginSchema = z.object({
  email: adminEmailSchema,
  // No policy here: an old password that predates the policy must still sign in.
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(256),
})

export const otpRequestSchema = z.object({ email: adminEmailSchema })

export const otpSchema = z
  .string({ error: 'Enter the 6-digit code.' })
  .regex(/^\d{6}$/, 'Enter the 6-digit code.')
export const otpVerifySchema = z.object({ email: adminEmailSchema, otp: otpSchema })

export const resetPasswordSchema = z
  .object({
    email: adminEmailSchema,
    new_password: passwordSchema,
    confirm_password: z.string({ error: PASSWORD_MISMATCH }),
    // The reset credential the code check answered (API clients); browsers send its cookie.
    reset_token: z.string().max(200).optional(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: PASSWORD_MISMATCH,
    path: ['confirm_password'],
  })

export type LoginInput = z.infer<typeof loginSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
