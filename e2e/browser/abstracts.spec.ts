// The call for abstracts, as a submitter walks it on a phone and a desktop: the call's page, a
// link asked by e-mail and opened from the mail, an abstract with two authors written, saved as a
// draft and submitted (its number shown, its receipt mailed), then withdrawn; and a figure added
// to an abstract, shown on its page (served privately), and removed.
import { jpegWithExif } from '../../test/images'
import { expect, test } from '../support/fixtures'
import { waitForMail, type Mail } from '../support/mail'
import { navLinks, skipPopup } from '../support/site'

const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/\S+\/abstracts\/mine\?token=[\w.-]+/)?.[0]

test('a submitter asks for a link, writes, submits and withdraws an abstract', async ({ page, server }) => {
  const email = `author.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`
  await skipPopup(page)
  await page.goto('/')
  await (await navLinks(page)).getByRole('link', { name: 'Call for Abstracts' }).click()
  await expect(page).toHaveURL(/\/abstracts$/)
  await expect(page.getByRole('heading', { name: 'Call for Abstracts', level: 1 })).toBeVisible()
  await expect(page.getByText('Oral free paper, Poster, E-poster')).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^Neonatology$/ }),
  ).toBeVisible()

  await page.getByLabel('Your e-mail').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByText('a link to your abstracts is on its way')).toBeVisible()
  const link = linkIn(
    await waitForMail(email, { server, match: (m) => m.subject.includes('call for abstracts') }),
  )
  expect(link).toBeTruthy()

  // The link's token becomes a cookie; the address the page renders at has no secret. (Fields are
  // found by role: the router keeps the pages it left in the document, hidden.)
  await page.goto(link!)
  await expect(page).toHaveURL(/\/abstracts\/mine$/)
  await page.getByRole('link', { name: 'New abstract' }).click()
  await expect(page).toHaveURL(/\/abstracts\/mine\/new$/)

  await page.getByRole('textbox', { name: 'Title' }).fill('Scrub typhus in children of eastern Uttar Pradesh')
  await page.getByRole('textbox', { name: 'Author 1: name' }).fill('Dr. Asha Verma')
  await page.getByRole('textbox', { name: 'Author 1: affiliation' }).fill('BRD Medical College, Gorakhpur')
  await page.getByRole('textbox', { name: 'Author 2: name' }).fill('Dr. Ravi Kumar')
  await page.getByRole('textbox', { name: 'Author 2: affiliation' }).fill('KGMU, Lucknow')
  await page
    .getByRole('textbox', { name: 'Background' })
    .fill('Scrub typhus is a common cause of fever in children here.')
  await expect(page.getByTestId('word-total')).toHaveText('11 of 300 words in all')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText(/Draft saved/)
  await expect(page).toHaveURL(/\/abstracts\/mine\/\d+\?done=saved$/)

  // Submitting checks everything: the presenting author, the topic, the type and each section.
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please correct the marked fields.')).toBeVisible()
  await expect(page.getByText('Choose exactly one presenting author.')).toBeVisible()
  await page.getByRole('radio', { name: 'Presenting author' }).nth(1).check()
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('Infectious diseases')
  await page.getByRole('radio', { name: 'Poster', exact: true }).check()
  await page.getByRole('textbox', { name: 'Objectives' }).fill('To describe its presentation and outcome.')
  await page.getByRole('textbox', { name: 'Methods' }).fill('A review of the records of one year.')
  await page.getByRole('textbox', { name: 'Results' }).fill('Most children recovered fully.')
  await page.getByRole('textbox', { name: 'Conclusion' }).fill('Suspect it early and treat it.')
  await page.getByRole('button', { name: 'Submit' }).click()
  const notice = page.getByTestId('abstract-notice')
  await expect(notice).toHaveText(/^Abstract UPP\d\d-A-\d{4} is submitted/)
  const number = (await notice.textContent())!.match(/UPP\d\d-A-\d{4}/)![0]
  const receipt = await waitForMail(email, { server, match: (m) => m.subject.includes(`${number} received`) })
  expect(receipt.text).toContain('Dr. Ravi Kumar (presenting), KGMU, Lucknow')

  await page.getByRole('link', { name: 'All your abstracts' }).click()
  await expect(page.getByTestId('my-abstract')).toHaveCount(1)
  await expect(page.getByTestId('my-abstract')).toContainText(number)
  await expect(page.getByTestId('my-abstract-state')).toHaveText('Submitted')

  await page.getByRole('link', { name: 'Scrub typhus in children' }).click()
  await page.getByRole('checkbox', { name: 'I want to withdraw this abstract' }).check()
  await page.getByRole('button', { name: 'Withdraw' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText('The abstract is withdrawn.')
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await page.goto('/abstracts/mine')
  await expect(page.getByTestId('my-abstract-state')).toHaveText('Withdrawn')
  // The page has no sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('a submitter adds a figure to an abstract, sees it, and removes it', async ({ page, server }) => {
  const email = `figure.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`
  const asked = await page.request.post('/uppedicon/abstracts/link/', { data: { email } })
  expect(asked.status()).toBe(202)
  await page.goto(
    linkIn(await waitForMail(email, { server, match: (m) => m.subject.includes('call for abstracts') }))!,
  )
  await page.goto('/abstracts/mine/new')
  await page.getByRole('textbox', { name: 'Title' }).fill('Growth charts of children with cerebral palsy')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText(/Draft saved/)
  const figure = page.getByRole('region', { name: 'Figure (optional)' })
  await expect(figure.getByText(/^No figure\./)).toBeVisible()

  // Not an image: refused in the page before anything is sent.
  const input = figure.getByLabel('Figure', { exact: true })
  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await figure.getByRole('button', { name: 'Upload the figure' }).click()
  await expect(figure.getByText('The figure must be a JPEG, PNG or WebP image.')).toBeVisible()

  // A large photograph is kept at 1600 pixels a side and shown on the abstract's page.
  await input.setInputFiles({
    name: 'chart.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithExif(2400, 1800),
  })
  await figure.getByRole('button', { name: 'Upload the figure' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText('Your figure is saved.')
  const image = page.getByTestId('abstract-figure')
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
  const served = await page.request.get((await image.getAttribute('src'))!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toBe('private, no-store')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.getByRole('button', { name: 'Remove the figure' }).click()
  await expect(page.getByTestId('abstract-notice')).toHaveText('The figure is removed.')
  await expect(page.getByTestId('abstract-figure')).toHaveCount(0)
})
