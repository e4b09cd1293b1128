// An abstract's whole path on phones (390 px): a submitter writes and submits it; an organiser
// invites two reviewers from the console, each sets a password from the mailed link; Assign
// reviewers gives the abstract to both (they review its topic); each reviews it without seeing who
// wrote it (nothing of its authors in the page's HTML); the committee sees both reviews side by
// side, accepts it, schedules it in a session of the programme, and mails the decision, which
// reaches the submitter with the reviewers' comments unnamed, the slot, and the presenting
// author's registration to do; the talk is on /programme and in the session's calendar file; the
// submitter's page shows the decision and the slot; once the session is held, the presenting
// author's certificate names the talk and its session.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { pdfText } from '../../test/pdf-text'
import { authorTraces, type MadeAbstract } from '../support/abstracts'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { waitForMail } from '../support/mail'
import type { ServerName } from '../support/servers'

const PHONE = { width: 390, height: 844 }

interface Reviewer {
  name: string
  email: string
  password: string
  institution: string
}

async function invite(page: Page, r: Reviewer) {
  const form = page.locator('form').filter({ has: page.getByLabel('Institution') })
  await form.getByLabel('Name').fill(r.name)
  await form.getByLabel('E-mail').fill(r.email)
  await form.getByLabel('Institution').fill(r.institution)
  await form.getByRole('checkbox', { name: 'Community paediatrics' }).check()
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${r.email}.`)).toBeVisible()
}

/** The reviewer sets a password from the mailed link, in a browser of their own, and signs in. */
async function activate(browser: Browser, server: ServerName, baseURL: string, r: Reviewer) {
  const mail = await waitForMail(r.email, { server, match: (m) => m.subject.includes('reviewer account') })
  const link = new URL(/https?:\/\/\S*admin-invite\?token=[\w-]+/.exec(mail.text)![0])
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'Your reviewer account' })).toBeVisible()
  await page.getByLabel('New password').fill(r.password)
  await page.getByLabel('Confirm password').fill(r.password)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Your password is set.')).toBeVisible()
  return page
}

async function signIn(page: Page, r: Reviewer) {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(r.email)
  await page.getByLabel('Password').fill(r.password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await expect(page).toHaveURL(/\/admin\/reviews$/)
}

/** The reviewer opens the abstract, sees nothing of its authors, and saves a review. */
async function review(page: Page, a: MadeAbstract, scores: string[], comment: string) {
  await page.getByRole('link', { name: a.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible()
  await expect(page.getByText('Readmissions fell from 14% to 8%.')).toBeVisible()
  const html = await page.content()
  for (const trace of authorTraces(a)) expect(html, trace).not.toContain(trace)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  for (const [i, criterion] of ['Originality', 'Methods', 'Relevance'].entries())
    await page.getByRole('group', { name: criterion }).getByRole('radio', { name: scores[i] }).check()
  await page.getByLabel('Comment to the authors').fill(comment)
  await page.getByLabel('Note to the committee (optional)').fill('Committee only: a strong candidate.')
  await page.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByText('Your review is saved.')).toBeVisible()
}

/** The submitter asks for a link, writes the abstract on their phone and submits it. */
async function submit(browser: Browser, server: ServerName, baseURL: string, tag: string) {
  const email = `submitter.${tag}@example.org`
  const authors = [
    {
      name: `Dr. Kavita Saxena ${tag}`,
      affiliation: `MLN Medical College ${tag}, Prayagraj`,
      email: `presenter.${tag}@example.org`,
      presenting: true,
    },
    { name: `Dr. Rohan Gupta ${tag}`, affiliation: `GMC Kannauj ${tag}`, email: '', presenting: false },
  ]
  const title = `Home visits after discharge from a sick newborn unit ${tag}`
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  expect((await page.request.post('/uppedicon/abstracts/link/', { data: { email } })).status()).toBe(202)
  const link = await waitForMail(email, { server, match: (m) => m.subject.includes('call for abstracts') })
  await page.goto(/https?:\/\/\S+(\/abstracts\/mine\?token=[\w.-]+)/.exec(link.text)![1])
  await page.getByRole('link', { name: 'New abstract' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  for (const [i, a] of authors.entries()) {
    await page.getByRole('textbox', { name: `Author ${i + 1}: name` }).fill(a.name)
    await page.getByRole('textbox', { name: `Author ${i + 1}: affiliation` }).fill(a.affiliation)
    await page.getByRole('textbox', { name: `Author ${i + 1}: e-mail (optional)` }).fill(a.email)
  }
  await page.getByRole('radio', { name: 'Presenting author' }).first().check()
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('Community paediatrics')
  await page.getByRole('radio', { name: 'Oral free paper' }).check()
  for (const [section, text] of [
    ['Background', 'Sick newborns discharged early are often readmitted.'],
    ['Objectives', 'To measure the effect of two home visits in the first month.'],
    ['Methods', 'A before-and-after study of 240 newborns in one district.'],
    ['Results', 'Readmissions fell from 14% to 8%.'],
    ['Conclusion', 'Home visits by ASHAs are worth scaling up.'],
  ])
    await page.getByRole('textbox', { name: section }).fill(text)
  await page.getByRole('button', { name: 'Submit' }).click()
  const notice = page.getByTestId('abstract-notice')
  await expect(notice).toHaveText(/^Abstract UPP\d\d-A-\d{4} is submitted/)
  const number = (await notice.textContent())!.match(/UPP\d\d-A-\d{4}/)![0]
  const [{ id }] = await sql<{ id: number }>(server, 'SELECT id FROM abstracts WHERE number = $1', [number])
  const made: MadeAbstract = { id, number, title, email, authors }
  return { a: made, submitter: page }
}

/** The committee schedules the accepted abstract in a new free-paper session of a hall of its own. */
async function schedule(page: Page, a: MadeAbstract, tag: string) {
  const session = `Free papers: community ${tag}`
  await page.goto('/admin/programme')
  const hall = page.getByRole('form', { name: 'Add a hall' })
  await hall.getByLabel('New hall').fill(`Hall ${tag}`)
  await hall.getByRole('button', { name: 'Add the hall' }).click()
  await expect(page.getByText(`Hall “Hall ${tag}” saved.`)).toBeVisible()
  const form = page.getByRole('form', { name: 'Add a session' })
  await form.getByLabel('Kind').selectOption('free_paper')
  await form.getByLabel('Hall').selectOption({ label: `Hall ${tag}` })
  await form.getByLabel('Title').fill(session)
  await form.getByLabel('Starts (IST)').fill('14:00')
  await form.getByLabel('Ends (IST)').fill('15:00')
  await form.getByRole('button', { name: 'Add the session' }).click()
  await expect(page.getByText(`Session “${session}” saved.`)).toBeVisible()
  const slot = page.getByRole('form', { name: 'Schedule an accepted abstract' })
  const choice = slot.getByLabel('Accepted abstract')
  await choice.selectOption((await choice.locator('option', { hasText: a.number }).getAttribute('value'))!)
  await slot.getByLabel('Starts (IST)').fill('14:10')
  await slot.getByLabel('Ends (IST)').fill('14:20')
  await slot.getByRole('button', { name: 'Schedule the abstract' }).click()
  await expect(page.getByText('The abstract is scheduled.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: `abstract ${a.number}` })).toContainText(
    `${a.title} — ${a.authors[0].name}`,
  )
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  return session
}

test('an abstract is submitted, reviewed blind by two invited reviewers, accepted, scheduled, mailed, on the programme and certified', async ({
  page,
  browser,
  server,
}, info) => {
  test.setTimeout(360_000)
  const baseURL = info.project.use.baseURL!
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const [anita, vikram]: Reviewer[] = [
    ['Dr. Anita Rao', 'ESIC Medical College, Noida'],
    ['Dr. Vikram Sethi', 'Era Medical College, Lucknow'],
  ].map(([name, institution], i) => ({
    name: `${name} ${tag}`,
    email: `reviewer${i + 1}.${tag}@uppedicon.test`,
    password: `Review@${tag}${i}`,
    institution,
  }))
  const { a, submitter } = await submit(browser, server, baseURL, tag)

  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin/abstracts/reviewers')
  await expect(page.getByRole('heading', { level: 1, name: 'Reviewers' })).toBeVisible()
  await invite(page, anita)
  await invite(page, vikram)
  const anitaPage = await activate(browser, server, baseURL, anita)
  const vikramPage = await activate(browser, server, baseURL, vikram)

  await page.goto('/admin/abstracts')
  await page.getByRole('button', { name: 'Assign reviewers' }).click()
  await expect(page.getByText(/^\d+ assignments made\./)).toBeVisible()
  const card = page.getByTestId('committee-abstract').filter({ hasText: a.title })
  await expect(card.getByRole('cell', { name: new RegExp(anita.name) })).toBeVisible()
  await expect(card.getByRole('cell', { name: new RegExp(vikram.name) })).toBeVisible()

  await signIn(anitaPage, anita)
  await review(anitaPage, a, ['5', '4', '5'], `Well planned and relevant to the district ${tag}.`)
  await signIn(vikramPage, vikram)
  await review(vikramPage, a, ['3', '2', '3'], `Define readmission and report losses ${tag}.`)
  // A reviewer reaches nothing of the console.
  await vikramPage.goto('/admin/abstracts')
  await expect(vikramPage).toHaveURL(/\/admin\/reviews$/)

  await page.reload()
  await expect(card.getByTestId('mean')).toHaveText('Mean 3.67')
  await expect(card.getByTestId('spread')).toHaveText('Spread 2.00')
  await card.getByLabel(`Decision on ${a.number}`).selectOption('accept_oral')
  await card.getByRole('button', { name: 'Save decision' }).click()
  await expect(page.getByText('Decision saved.')).toBeVisible()

  const session = await schedule(page, a, tag)

  await page.goto('/admin/abstracts')
  await page.getByText(/^Mail the decisions \(\d+\)$/).click()
  await page.getByLabel('I confirm: mail these decisions to their submitters').check()
  await page.getByRole('button', { name: /^Mail (the decision|\d+ decisions)$/ }).click()
  await expect(page.getByText(/decision mails queued/)).toBeVisible()
  await expect(card.getByTestId('decision')).toContainText('Accept as oral presentation')

  const mail = await waitForMail(a.email, {
    server,
    match: (m) => m.subject.includes(`decision on abstract ${a.number}`),
  })
  const said = mail.text.replace(/\s+/g, ' ')
  expect(said).toContain('Decision: Accepted for an oral presentation.')
  expect(said).toContain('Presentation type: Oral presentation.')
  expect(said).toMatch(
    new RegExp(
      `Your presentation: \\w+day,? [^.]*2:10 PM – 2:20 PM \\(IST\\), Hall ${tag}, in the session “${session}”\\.`,
    ),
  )
  // Each comment under "Reviewer 1" or "Reviewer 2" (in the order of their assignments).
  expect(mail.text).toMatch(
    new RegExp(`Reviewer [12]:\\s+Well planned and relevant to the district ${tag}\\.`),
  )
  expect(mail.text).toMatch(new RegExp(`Reviewer [12]:\\s+Define readmission and report losses ${tag}\\.`))
  expect(mail.text).toMatch(/Reviewer 1:[\s\S]*Reviewer 2:/)
  for (const hidden of [anita.name, vikram.name, anita.email, vikram.email, 'Committee only'])
    expect(`${mail.text}${mail.html}`).not.toContain(hidden)
  expect(said).toContain(`we find no registration with ${a.authors[0].email} yet`)
  expect(said).toMatch(/register at https?:\/\/\S+\/register\./)

  // The talk is on the public programme, on its session's page and in its calendar file.
  await expect(async () => {
    await page.goto('/programme')
    await expect(page.getByRole('link', { name: session })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await page.getByRole('link', { name: session }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(session)
  await expect(page.getByRole('main')).toContainText(a.title)
  await expect(page.getByRole('main')).toContainText(a.authors[0].name)
  const sessionId = /\/programme\/session\/(\d+)$/.exec(page.url())![1]
  const ics = (await (await page.request.get(`/programme/session/${sessionId}/calendar.ics`)).text()).replace(
    /\r\n /g,
    '',
  )
  expect(ics).toContain(`LOCATION:Hall ${tag}\\,`)
  expect(ics).toContain(`${a.title} (${a.authors[0].name})`)
  expect(ics).toMatch(/DTSTART:\d{8}T083000Z/) // 14:00 in India
  const whole = (await (await page.request.get('/programme/calendar.ics')).text()).replace(/\r\n /g, '')
  expect(whole).toContain(`UID:programme-session-${sessionId}@`)

  // The submitter's page shows the decision and the slot.
  await submitter.goto('/abstracts/mine')
  const mineRow = submitter.getByTestId('my-abstract').filter({ hasText: a.number })
  await expect(mineRow).toContainText('Accepted for an oral presentation')
  await expect(mineRow.getByTestId('my-abstract-slot')).toContainText(
    `Hall ${tag}, in the session “${session}”`,
  )

  // The session is held (its times moved to an hour ago): the presenting author is certified.
  await sql(
    server,
    `WITH s AS (UPDATE programme_sessions SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
                 WHERE id = $1 RETURNING id, starts_at)
     UPDATE programme_talks t SET starts_at = s.starts_at, ends_at = s.starts_at + interval '10 minutes' FROM s WHERE t.session_id = s.id`,
    [Number(sessionId)],
  )
  const [{ edition }] = await sql<{ edition: number }>(
    server,
    'SELECT edition_id AS edition FROM current_edition',
  )
  await page.goto(`/admin/certificates?edition=${edition}`)
  await page
    .locator('#certificate-roles')
    .getByRole('button', { name: 'Issue to presenters, chairpersons and faculty' })
    .click()
  await expect(page.getByText(/^\d+ certificate\(s\) issued/)).toBeVisible()
  const certificate = await waitForMail(a.authors[0].email, {
    server,
    match: (m) => m.subject.includes('certificate of presentation'),
  })
  const [pdf] = certificate.attachments.filter((x) => x.contentType.startsWith('application/pdf'))
  const printed = pdfText(pdf.content).replace(/\s+/g, ' ')
  expect(printed).toContain(a.authors[0].name)
  expect(printed).toContain(`presented “${a.title}” in the session “${session}”`)
})
