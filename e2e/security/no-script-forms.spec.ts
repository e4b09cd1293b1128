// A form that carries a password, a one-time code or personal data never puts it in an address,
// even when it is sent before the page's script has run (a slow phone) or without JavaScript at
// all. Each such form is filled and sent in Chromium with JavaScript disabled: nothing typed
// appears in any request's address, the final address or the history (every address the tab
// navigated to), and the form does its work (its server action answers in the page; the button
// that stops the reminders to pay, too). The forms that only their script can send say so and
// cannot be sent; the console's call editor, whose stream its inline scripts reveal, posts before
// its script files have come and does its work. Then every page of the app is read as the server
// sends it: each form posts, but for the console's two filters, plain GET forms by design whose
// fields carry none of that.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { submittedAbstract } from '../support/abstracts'
import { createAdmin, signIn } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { randomAddress } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { fillRegistrationForm, groupBody, groupRow, register, uniqueDelegate } from '../support/registration'

test.use({ javaScriptEnabled: false })

/** Every address the page requests or navigates to (its history), from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => seen.push(r.url()))
  page.on('framenavigated', (f) => seen.push(f.url()))
  return seen
}

/** Nothing typed appears in any address seen, as it is or encoded (a form's GET encodes with +). */
function expectNoneIn(addresses: string[], typed: string[], finalUrl: string) {
  expect(addresses.length).toBeGreaterThan(0)
  for (const address of [...addresses, finalUrl]) {
    let decoded = address
    try {
      decoded = decodeURIComponent(address.replace(/\+/g, ' '))
    } catch {
      /* a malformed escape: the address as it is */
    }
    for (const value of typed) {
      expect(decoded, `"${value}" in ${address}`).not.toContain(value)
      expect(address, `"${value}" in ${address}`).not.toContain(encodeURIComponent(value))
    }
  }
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test('registration, "get your link" and contact forms work without JavaScript and keep what is typed out of addresses', async ({
  page,
}) => {
  const seen = addressesOf(page)
  const d = uniqueDelegate('sec-noscript', { name: 'Kavya Mishra', address: 'Rapti Nagar, Gorakhpur' })

  await page.goto('/register')
  await page.getByText('Already registered? Get your link').click()
  await page.getByLabel('Your registered e-mail').fill(d.email)
  await page.getByRole('button', { name: 'Send me the link' }).click()
  await expect(page.getByText('the link to it is on its way')).toBeVisible()
  await expect(page.getByLabel('Your registered e-mail')).toHaveValue(d.email)

  await fillRegistrationForm(page, d)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()

  await page.goto('/contact-us')
  const message = `Is there a creche at the venue? ${Date.now()}`
  await page.getByLabel('Name').fill(d.name)
  await page.getByLabel('E-mail').fill(d.email)
  await page.getByLabel('Phone').fill(d.mobile_number)
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/contact-us$/)

  expectNoneIn(seen, [d.name, d.email, d.mobile_number, d.address, message], page.url())
})

test('the delegate’s proof of payment is sent without JavaScript', async ({ page, client }) => {
  const reg = await register(await client(), uniqueDelegate('sec-noscript-proof'))
  const seen = addressesOf(page)
  await page.goto(`/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`)
  const transaction = `NEFT${Date.now()}`
  await page.getByLabel('Payment Option').selectOption('neft_rtgs')
  await page.getByLabel('Transaction ID').fill(transaction)
  await page.getByRole('button', { name: 'Submit' }).click()
  // Refused in the page (no date, no file), with what was typed kept.
  await expect(page.getByText('Please fill all required fields')).toBeVisible()
  await expect(page.getByLabel('Transaction ID')).toHaveValue(transaction)
  await page.getByLabel('Transaction Date').fill('2026-11-20')
  await page
    .getByLabel('Proof of Payment')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('your payment proof has been received')).toBeVisible()
  expectNoneIn(seen, [transaction], page.url())
})

test('the group form works without JavaScript: rows added and removed, a refusal by row, then the group’s page', async ({
  page,
}) => {
  const seen = addressesOf(page)
  const body = groupBody([])
  const a = groupRow('sec-noscript-group-a', { name: 'Kavya Mishra' })
  const b = groupRow('sec-noscript-group-b', { name: 'Nikhil Rao' })
  await page.goto('/register/group')
  await page.getByLabel('Institution name').fill(body.institution)
  await page.getByLabel('State').selectOption('09')
  await page.getByLabel('Institution address').fill(body.address)
  await page.getByLabel('Contact name').fill(body.contact_name)
  await page.getByLabel('Contact e-mail').fill(body.contact_email)
  await page.getByLabel('Contact mobile').fill(body.contact_mobile)
  const row = (n: number) => page.getByRole('group', { name: `Delegate ${n}`, exact: true })
  const fill = async (n: number, d: typeof a) => {
    for (const [label, key] of [
      ['Full Name', 'name'],
      ['Mobile Number', 'mobile_number'],
      ['Email', 'email'],
      ['Date of Birth', 'date_of_birth'],
      ['Age', 'age'],
      ['Address', 'address'],
    ] as const)
      await row(n).getByLabel(label).fill(d[key])
    await row(n).getByLabel('Designation').selectOption(d.designation)
    await row(n).getByLabel('Registration Category').selectOption(d.category)
    await row(n).getByRole('radio', { name: 'No' }).check()
  }
  await fill(1, a)
  // A delegate's workshop (a ticked box) and code are posted with the row and kept as the rest.
  const nrp = row(1).getByRole('checkbox', { name: /\(NRP\) Workshop: Rs\. / })
  await nrp.check()
  // "Add a delegate" posts and the form comes back with a row more, what was typed kept; twice, then one removed.
  await page.getByRole('button', { name: 'Add a delegate' }).click()
  await page.getByRole('button', { name: 'Add a delegate' }).click()
  await expect(row(3)).toBeVisible()
  await expect(row(1).getByLabel('Email')).toHaveValue(a.email)
  await expect(nrp).toBeChecked()
  await page.getByRole('button', { name: 'Remove delegate 3' }).click()
  await expect(row(3)).toHaveCount(0)
  await fill(2, { ...b, email: 'nikhil@' })
  await row(2).getByLabel('Discount code').fill('WELCOME10')
  await page.getByRole('button', { name: 'Register the group' }).click()
  await expect(page.getByText('Row 2, Email: Enter a valid e-mail address.')).toBeVisible()
  await expect(nrp).toBeChecked()
  await expect(row(2).getByLabel('Discount code')).toHaveValue('WELCOME10')
  await expect(page).toHaveURL(/\/register\/group$/)
  await expect(row(2).getByLabel('Full Name')).toHaveValue(b.name)
  await expect(page.getByLabel('Contact e-mail')).toHaveValue(body.contact_email)
  await row(2).getByLabel('Email').fill(b.email)
  await page.getByRole('button', { name: 'Register the group' }).click()
  await expect(page).toHaveURL(/\/group\/\d+$/)
  await expect(page.getByTestId('group-delegate')).toHaveCount(2)
  expectNoneIn(seen, [a.name, a.email, b.email, b.mobile_number, body.contact_email], page.url())
})

/** The address of the link that stops a registration's reminders: a reminder made due brings it. */
async function stopLinkOf(server: Parameters<typeof sql>[0], id: number, email: string) {
  await sql(
    server,
    "UPDATE jobs SET run_after = now() WHERE kind = 'mail.payment-reminder' AND entity_id = $1 AND payload->>'reminder' = 'day'",
    [String(id)],
  )
  const reminder = await waitForMail(email, { server, match: (m) => m.text.includes('/reminders/') })
  const link = new URL(/https?:\/\/\S+\/reminders\/\d+\?token=\S+/.exec(reminder.text)![0])
  return `${link.pathname}${link.search}`
}

test('the button that stops the reminders to pay works without JavaScript', async ({
  page,
  client,
  server,
}) => {
  const d = uniqueDelegate('sec-noscript-stop')
  const reg = await register(await client(), d)
  await page.goto(await stopLinkOf(server, reg.id, d.email))
  await expect(page).toHaveURL(new RegExp(`/reminders/${reg.id}$`))
  await page.getByRole('button', { name: 'Stop these reminders' }).click()
  await expect(page.getByText(/^Reminders stopped on /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Stop these reminders' })).toHaveCount(0)
})

test('sign-in, the reset code, the new password and the desk invitation work without JavaScript', async ({
  page,
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-noscript-admin')
  const seen = addressesOf(page)
  await page.goto('/admin')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill('Wrong@Password1')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByLabel('Email')).toHaveValue(admin.email)
  await expect(page.getByLabel('Password')).toHaveValue('')

  // Forgotten: the code by mail, checked, then a new password.
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: 'SEND OTP' }).click()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  const code = /\b(\d{6})\b/.exec((await waitForMail(admin.email, { server })).text)![1]
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i])
  await page.getByRole('button', { name: 'VERIFY OTP' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  const password = `Fresh@${Date.now()}`
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(page.getByText('Password reset successfully.')).toBeVisible()

  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  // A volunteer's invitation link, accepted without JavaScript.
  const api = await client()
  const volunteer = `sec-noscript-desk-${Date.now()}@uppedicon.test`
  const invited = await api.post('/adminpanel/volunteers/', {
    headers: { Authorization: `Bearer ${await signIn(api, { email: admin.email, password })}` },
    data: { email: volunteer, name: 'Desk Volunteer' },
  })
  expect(invited.status()).toBe(201)
  const link = /https?:\/\/\S*admin-invite\S*/.exec((await waitForMail(volunteer, { server })).text)![0]
  const volunteerPage = await page.context().newPage()
  const volunteerSeen = addressesOf(volunteerPage)
  await volunteerPage.goto(new URL(link).pathname + new URL(link).search)
  const deskPassword = `Desk@${Date.now()}`
  await volunteerPage.getByLabel('New password').fill(deskPassword)
  await volunteerPage.getByLabel('Confirm password').fill(deskPassword)
  await volunteerPage.getByRole('button', { name: 'Set password' }).click()
  await expect(volunteerPage.getByText('Your password is set.')).toBeVisible()

  expectNoneIn(seen, [password, 'Wrong@Password1', code], page.url())
  expectNoneIn(volunteerSeen, [deskPassword], volunteerPage.url())
  // The e-mail is not in an address either (the console's own addresses never name the admin).
  expectNoneIn(seen, [admin.email], page.url())
})

// A slow phone: the page's inline scripts run (they reveal what streams in), its script files
// have not arrived yet.
test.describe('before the page’s script has loaded', () => {
  test.use({ javaScriptEnabled: true })

  test('the console’s forms that need their script say so and cannot be sent', async ({ page, server }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js/, (route) => route.abort())
    const admin = await createAdmin(server, 'sec-noscript-console')
    const seen = addressesOf(page)
    await page.goto('/admin')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'LOGIN' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    // Inviting a desk volunteer (a name and an e-mail address).
    await page.goto('/admin/volunteers')
    await expect(page.getByLabel('E-mail')).toBeVisible()
    const form = page.locator('form').filter({ has: page.getByLabel('E-mail') })
    await expect(form).toHaveAttribute('method', /^post$/i)
    await expect(form.getByRole('button', { name: 'Loading…' })).toBeDisabled()
    expectNoneIn(seen, [admin.email, admin.password], page.url())
  })

  test('the call editor works before its script: topic rows added and moved, a refusal that keeps what was typed, a save', async ({
    page,
    server,
  }) => {
    // The console renders in a stream that its inline scripts reveal; its script files never come.
    await page.route(/\/_next\/static\/chunks\/.*\.js/, (route) => route.abort())
    const admin = await createAdmin(server, 'sec-noscript-call')
    expect((await page.request.post('/adminpanel/login/', { data: admin })).status()).toBe(200)
    await page.goto('/admin/abstracts/call')
    await expect(page.getByRole('textbox', { name: 'Topic 1', exact: true })).not.toHaveValue('')
    const rows = await page.getByRole('textbox', { name: /^Topic \d+$/ }).count()
    const limit = await page.getByLabel('Word limit').inputValue()
    // Each row's button posts and the form comes back with the rows changed, what was typed kept.
    await page.getByRole('button', { name: 'Add a topic' }).click()
    const added = page.getByRole('textbox', { name: `Topic ${rows + 1}`, exact: true })
    await expect(added).toHaveValue('')
    await added.fill('Topic typed without JavaScript')
    await page.getByLabel('Word limit').fill('20')
    await page.getByRole('button', { name: `Move up topic ${rows + 1}`, exact: true }).click()
    await expect(page.getByRole('textbox', { name: `Topic ${rows}`, exact: true })).toHaveValue(
      'Topic typed without JavaScript',
    )
    // Saving checks it all on the server: refused, with what was sent.
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByText('A word limit from 50 to 1000 words.')).toBeVisible()
    await expect(page.getByLabel('Word limit')).toHaveValue('20')
    // The row taken out again and the limit put back: saved, the call as it was.
    await page.getByRole('button', { name: `Remove topic ${rows}`, exact: true }).click()
    await expect(page.getByRole('textbox', { name: /^Topic \d+$/ })).toHaveCount(rows)
    await page.getByLabel('Word limit').fill(limit)
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByText('The call is saved: the public page and the menu show it now.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/abstracts\/call\?edition=\d+&saved=saved$/)
  })
})

test('the call for abstracts works without JavaScript: a link asked, an abstract written, refused, submitted', async ({
  page,
  server,
}) => {
  const seen = addressesOf(page)
  const email = `noscript.author.${Date.now()}@example.org`
  await page.goto('/abstracts')
  await page.getByLabel('Your e-mail').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByText('a link to your abstracts is on its way')).toBeVisible()
  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('call for abstracts') })
  await page.goto(/https?:\/\/\S+\/abstracts\/mine\?token=[\w.-]+/.exec(mail.text)![0])
  await page.goto('/abstracts/mine/new')
  const title = `Neonatal jaundice at home ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Author 1: name').fill('Dr. Kavya Mishra')
  await page.getByLabel('Author 1: affiliation').fill('Rapti Nagar Hospital')
  await page.getByLabel('Background').fill('Jaundice is common.')
  await page.getByRole('button', { name: 'Submit' }).click()
  // Refused with what was typed kept; the presenting author and the rest are missing.
  await expect(page.getByText('Please correct the marked fields.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await page.getByRole('radio', { name: 'Presenting author' }).first().check()
  await page.getByLabel('Topic').selectOption('Neonatology')
  await page.getByRole('radio', { name: 'Oral free paper' }).check()
  for (const section of ['Objectives', 'Methods', 'Results', 'Conclusion'])
    await page.getByLabel(section).fill(`${section} in a few words.`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText(/^Abstract UPP\d\d-A-\d{4} is submitted/)
  // A figure, uploaded and removed without JavaScript; a file that is not an image is refused.
  const figure = page.getByRole('region', { name: 'Figure (optional)' })
  await figure
    .getByLabel('Figure', { exact: true })
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await figure.getByRole('button', { name: 'Upload the figure' }).click()
  await expect(
    page.getByText('The figure must be a JPEG, PNG or WebP image. Choose the file again.'),
  ).toBeVisible()
  await page
    .getByRole('region', { name: 'Figure (optional)' })
    .getByLabel('Figure', { exact: true })
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1PX })
  await page.getByRole('button', { name: 'Upload the figure' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText('Your figure is saved.')
  await expect(page.getByTestId('abstract-figure')).toBeVisible()
  await page.getByRole('button', { name: 'Remove the figure' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText('The figure is removed.')
  expectNoneIn(seen, [title, 'Dr. Kavya Mishra', 'Rapti Nagar Hospital'], page.url())
})

test('a reviewer’s review and declared conflict work without JavaScript, and keep what is typed out of addresses', async ({
  page,
  server,
}) => {
  const reviewer = await createAdmin(server, 'sec-noscript-reviewer')
  await sql(server, "UPDATE admins SET role = 'reviewer', institution = 'Test Institute' WHERE id = $1", [
    reviewer.id,
  ])
  const scored = await submittedAbstract(server, 'noscript-review')
  const conflicted = await submittedAbstract(server, 'noscript-conflict')
  await sql(
    server,
    'INSERT INTO review_assignments (abstract_id, reviewer_id, updated_at) VALUES ($1, $3, now()), ($2, $3, now())',
    [scored.id, conflicted.id, reviewer.id],
  )
  try {
    const seen = addressesOf(page)
    await page.goto('/admin')
    await page.getByLabel('Email').fill(reviewer.email)
    await page.getByLabel('Password').fill(reviewer.password)
    await page.getByRole('button', { name: 'LOGIN' }).click()
    await expect(page).toHaveURL(/\/admin\/reviews$/)
    await page.getByRole('link', { name: scored.title }).click()
    const comment = `Sound design; report the losses to follow-up ${Date.now()}.`
    for (const criterion of ['Originality', 'Methods', 'Relevance'])
      await page.getByRole('group', { name: criterion }).getByRole('radio', { name: '4' }).check()
    await page.getByLabel('Comment to the authors').fill(comment)
    await page.getByRole('button', { name: 'Save review' }).click()
    await expect(page.getByText('Your review is saved.')).toBeVisible()
    await expect(page.getByLabel('Comment to the authors')).toHaveValue(comment)

    await page.getByRole('link', { name: 'Your reviews' }).click()
    await page.getByRole('link', { name: conflicted.title }).click()
    await page.getByText('Declare a conflict of interest').click()
    const reason = `I supervised the first author ${Date.now()}.`
    await page.getByLabel('Why (the committee reads it)').fill(reason)
    await page.getByRole('button', { name: 'Declare the conflict' }).click()
    await expect(page.getByText('Your conflict of interest is recorded')).toBeVisible()
    expectNoneIn(seen, [reviewer.password, comment, reason], page.url())
  } finally {
    await sql(server, 'DELETE FROM admins WHERE id = $1', [reviewer.id])
    await sql(server, "UPDATE abstracts SET status = 'withdrawn' WHERE id = ANY($1)", [
      [scored.id, conflicted.id],
    ])
  }
})

// The console's filters: GET forms by design (a filtered view's address can be shared and paged),
// behind the organisers' sign-in: the audit log's, the registrations list's, the certificates',
// the committee's abstracts'.
const GET_FIELDS = new Set([
  ...['admin', 'action', 'entity', 'entityId', 'from', 'to'],
  ...['q', 'status', 'category', 'reminded', 'pageSize', 'sort', 'dir'],
  ...['edition', 'month'],
  ...['topic', 'type', 'decision'],
])

/** Every page of app/ (route groups dropped), its dynamic segments filled with real records. */
function pagesOfApp(dynamic: Record<string, string>): string[] {
  const root = path.resolve(import.meta.dirname, '../../app')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name))
      else if (entry.name === 'page.tsx') {
        const route =
          '/' +
          path
            .relative(root, dir)
            .split(path.sep)
            .filter((part) => part && !/^\(.*\)$/.test(part))
            .join('/')
        const filled = route.replace(/\/\[[^\]]+\]/g, (segment) => dynamic[segment] ?? segment)
        if (/\[/.test(filled)) throw new Error(`no record for ${route}: add its segment`)
        found.push(filled)
      }
    }
  }
  walk(root)
  return found
}

test('every form of every page posts, in the HTML the server sends', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-noscript-html')
  const api = await client()
  await signIn(api, admin)
  const d = uniqueDelegate('sec-noscript-html')
  const reg = await register(api, d)
  const stop = await stopLinkOf(server, reg.id, d.email)
  // A session of the demo's programme, as its page links it.
  const session = /\/programme\/session\/(\d+)/.exec(await (await api.get('/programme')).text())?.[1]
  expect(session, 'the programme links its sessions').toBeTruthy()
  // An institution's group, whose page its link opens.
  const made = await api.post('/uppedicon/groups/', {
    data: groupBody([groupRow('sec-noscript-group')]),
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(made.status(), await made.text()).toBe(201)
  const group = (await made.json()) as { id: number; token: string }
  // A submitter of the call for abstracts, whose pages their link's cookie opens.
  const author = `noscript.html.${Date.now()}@example.org`
  const asked = await api.post('/uppedicon/abstracts/link/', {
    data: { email: author },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(asked.status(), await asked.text()).toBe(202)
  const authorLink = /https?:\/\/\S+(\/abstracts\/mine\?token=[\w.-]+)/.exec(
    (await waitForMail(author, { server, match: (m) => m.subject.includes('call for abstracts') })).text,
  )![1]
  // A reviewer's assignment (an organiser sees any, as its reviewer does): the demo's first.
  const [assignment] = await sql<{ id: number }>(
    server,
    'SELECT id FROM review_assignments ORDER BY id LIMIT 1',
  )
  expect(assignment, 'the demo has review assignments').toBeTruthy()
  const pages = pagesOfApp({ '/[id]': `/${reg.id}`, '/[page]': '/1' }).map((p) =>
    p.startsWith('/admin/reviews/')
      ? `/admin/reviews/${assignment.id}`
      : p.startsWith('/registration/')
        ? `${p}?token=${encodeURIComponent(reg.token)}`
        : p.startsWith('/group/')
          ? `/group/${group.id}?token=${encodeURIComponent(group.token)}`
          : p.startsWith('/admin/groups/')
            ? `/admin/groups/${group.id}`
            : p.startsWith('/reminders/')
              ? stop
              : p.startsWith('/programme/session/')
                ? `/programme/session/${session}`
                : p === '/abstracts/mine'
                  ? authorLink
                  : p.startsWith('/abstracts/mine/')
                    ? authorLink.replace('/abstracts/mine?', '/abstracts/mine/new?')
                    : p,
  )
  expect(pages).toEqual(
    expect.arrayContaining([
      '/register',
      '/register/group',
      '/admin',
      '/admin/volunteers',
      '/admin/abstracts',
      '/admin/abstracts/reviewers',
      '/admin/reviews',
    ]),
  )
  let forms = 0
  for (const address of pages) {
    const res = await api.get(address)
    expect(res.status(), address).toBeLessThan(400)
    const html = await res.text()
    for (const [form, tag] of [...html.matchAll(/<form\b([^>]*)>[\s\S]*?<\/form>/g)]) {
      forms++
      if (/\bmethod="post"/i.test(tag)) continue
      const names = [...form.matchAll(/\bname="([^"]*)"/g)].map((m) => m[1])
      expect(
        names.filter((name) => !GET_FIELDS.has(name)),
        `${address}: a form that does not post: ${tag}`,
      ).toEqual([])
    }
  }
  expect(forms).toBeGreaterThan(5)
})
