// The blind review on a phone (390 px), end to end: an organiser invites two reviewers from the
// console, each sets a password from the mailed link; Assign reviewers gives a fresh abstract to
// both (they review its topic); each reviews it without seeing who wrote it (nothing of its
// authors in the page's HTML), the committee sees both reviews side by side, decides, and mails
// the decision, which reaches the submitter with the reviewers' comments unnamed and the
// presenting author's registration to do; the submitter's page shows the decision.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { authorTraces, submittedAbstract, type MadeAbstract } from '../support/abstracts'
import { ADMIN } from '../support/admin'
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

test('two invited reviewers review an abstract blind; the committee decides and the mail reaches its submitter', async ({
  page,
  browser,
  server,
}, info) => {
  test.setTimeout(240_000)
  const baseURL = info.project.use.baseURL!
  const tag = Date.now().toString(36)
  const [anita, vikram]: Reviewer[] = [
    ['Dr. Anita Rao', 'ESIC Medical College, Noida'],
    ['Dr. Vikram Sethi', 'Era Medical College, Lucknow'],
  ].map(([name, institution], i) => ({
    name: `${name} ${tag}`,
    email: `reviewer${i + 1}.${tag}@uppedicon.test`,
    password: `Review@${tag}${i}`,
    institution,
  }))
  const a = await submittedAbstract(server, `review-${tag}`)

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
  await page.getByText(/^Mail the decisions \(\d+\)$/).click()
  await page.getByLabel('I confirm: mail these decisions to their submitters').check()
  await page.getByRole('button', { name: /^Mail (the decision|\d+ decisions)$/ }).click()
  await expect(page.getByText(/decision mails queued/)).toBeVisible()
  await expect(card.getByTestId('decision')).toContainText('Accept as oral presentation')

  const mail = await waitForMail(a.email, {
    server,
    match: (m) => m.subject.includes(`decision on abstract ${a.number}`),
  })
  expect(mail.text).toContain('Decision: Accepted for an oral presentation.')
  expect(mail.text).toContain('Presentation type: Oral presentation.')
  // Each comment under "Reviewer 1" or "Reviewer 2" (in the order of their assignments).
  expect(mail.text).toMatch(
    new RegExp(`Reviewer [12]:\\s+Well planned and relevant to the district ${tag}\\.`),
  )
  expect(mail.text).toMatch(new RegExp(`Reviewer [12]:\\s+Define readmission and report losses ${tag}\\.`))
  expect(mail.text).toMatch(/Reviewer 1:[\s\S]*Reviewer 2:/)
  for (const hidden of [anita.name, vikram.name, anita.email, vikram.email, 'Committee only'])
    expect(`${mail.text}${mail.html}`).not.toContain(hidden)
  expect(mail.text).toContain(`we find no registration with ${a.authors[0].email} yet`)
  expect(mail.text).toMatch(/register at https?:\/\/\S+\/register\./)

  // The submitter's page shows the decision.
  expect((await page.request.post('/uppedicon/abstracts/link/', { data: { email: a.email } })).status()).toBe(
    202,
  )
  const linkMail = await waitForMail(a.email, {
    server,
    match: (m) => m.subject.includes('call for abstracts'),
  })
  const submitter = await browser.newContext({ baseURL, viewport: PHONE })
  const mine = await submitter.newPage()
  await mine.goto(/https?:\/\/\S+(\/abstracts\/mine\?token=[\w.-]+)/.exec(linkMail.text)![1])
  await expect(mine.getByTestId('my-abstract').filter({ hasText: a.number })).toContainText(
    'Accepted for an oral presentation',
  )
})
