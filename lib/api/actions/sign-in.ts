'use server'

// The sign-in page's server action (/admin sent before its script has run): the view's step with
// the same schemas, domain calls and messages as the views' scripts and the /adminpanel handlers.
// The answer says which view to show next; the e-mail is carried from view to view in the form.
// Passwords are never sent back to the page. The reset credential of a verified code comes back
// in the reset view's form (a page answering a post, never stored or cached; the API hands it to
// its clients the same way), because the cookie the API sets for it is scoped to the API's path.
// Such a browser is limited by its address: the device cookie is the API's too.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { assertSameOrigin } from '@/lib/auth/guard'
import {
  CODE_CHECK_FAILED,
  CODE_REQUEST_FAILED,
  loginSchema,
  otpRequestSchema,
  otpVerifySchema,
  RESET_DONE,
  RESET_FAILED,
  resetPasswordSchema,
  type SignInView,
} from '@/lib/auth/schema'
import { CODE_SENT, CODE_VERIFIED, login, requestCode, resetPassword, verifyCode } from '@/lib/auth/service'
import { sessionCookie } from '@/lib/auth/session'
import { deviceCookie, requestClient } from '@/lib/auth/throttle'
import type { RequestHeaders } from '@/lib/net/client-address'
import type { ErrorBody } from '../errors'
import { actionRequest, formEntries, refusal } from './intake'
import type { FormReply } from './reply'

export type SignInReply = FormReply & { view: SignInView }

const show = (view: SignInView, email: string, message: FormReply['message'] = null): SignInReply => ({
  view,
  values: { email },
  errors: {},
  message,
})
const failed = (view: SignInView, email: string, text: string) => show(view, email, { tone: 'error', text })

/** A 429 says when to try again; other failures of a step are worded by the view. */
const throttledOr = (generic: string) => (body: ErrorBody, status: number) =>
  status === 429 ? body.error : generic

export async function signInStep(_previous: SignInReply, data: FormData): Promise<SignInReply> {
  let form: Record<string, string | File>
  try {
    form = formEntries(data)
  } catch (error) {
    return { ...(await refusal(error, {})), view: 'login' }
  }
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
  const email = text('email')
  // "Forgot password?" and "Back to Login" are buttons of the form: they only change the view.
  const go = text('go')
  if (go === 'forgot' || go === 'login') return show(go, email)
  const request = await actionRequest()
  switch (text('view')) {
    case 'forgot':
      return sendCode(email, request)
    case 'otp':
      return checkCode(email, data.getAll('otp').join(''), request)
    case 'reset':
      return reset(email, text('new_password'), text('confirm_password'), text('reset_token'), request)
    default:
      return signIn(email, text('password'), request)
  }
}

async function signIn(email: string, password: string, request: RequestHeaders): Promise<SignInReply> {
  const input = loginSchema.safeParse({ email, password })
  if (!input.success) return failed('login', email, input.error.issues[0].message)
  let session: Awaited<ReturnType<typeof login>>
  try {
    assertSameOrigin(request)
    session = await login(input.data, requestClient(request))
  } catch (error) {
    return { ...(await refusal(error, { email })), view: 'login' }
  }
  const jar = await cookies()
  jar.set(sessionCookie(session.token))
  jar.set(deviceCookie(session.device))
  redirect('/admin/dashboard')
}

async function sendCode(email: string, request: RequestHeaders): Promise<SignInReply> {
  const input = otpRequestSchema.safeParse({ email })
  if (!input.success) return failed('forgot', email, input.error.issues[0].message)
  try {
    await requestCode(input.data.email, requestClient(request))
  } catch (error) {
    return { ...(await refusal(error, { email }, throttledOr(CODE_REQUEST_FAILED))), view: 'forgot' }
  }
  return show('otp', input.data.email, { tone: 'success', text: CODE_SENT })
}

async function checkCode(email: string, otp: string, request: RequestHeaders): Promise<SignInReply> {
  const input = otpVerifySchema.safeParse({ email, otp })
  if (!input.success) return failed('otp', email, input.error.issues[0].message)
  try {
    assertSameOrigin(request)
    const { resetToken } = await verifyCode(input.data.email, input.data.otp, requestClient(request))
    return {
      ...show('reset', input.data.email, { tone: 'success', text: CODE_VERIFIED }),
      values: { email: input.data.email, reset_token: resetToken },
    }
  } catch (error) {
    return { ...(await refusal(error, { email }, throttledOr(CODE_CHECK_FAILED))), view: 'otp' }
  }
}

async function reset(
  email: string,
  newPassword: string,
  confirmPassword: string,
  resetToken: string,
  request: RequestHeaders,
): Promise<SignInReply> {
  const again = { email, reset_token: resetToken }
  const input = resetPasswordSchema.safeParse({
    email,
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  if (!input.success) return { ...failed('reset', email, input.error.issues[0].message), values: again }
  try {
    assertSameOrigin(request)
    await resetPassword(input.data, resetToken, requestClient(request))
  } catch (error) {
    return { ...(await refusal(error, again, () => RESET_FAILED)), view: 'reset' }
  }
  return show('login', email, { tone: 'success', text: RESET_DONE })
}
