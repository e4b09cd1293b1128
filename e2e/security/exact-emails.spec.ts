// "Get your link" matches the e-mail exactly: an address made of LIKE wildcards
// ("_______@example.org") once mailed the first matching delegate the links of every match.
// Replayed beside the honest path: a pattern mails nobody, `%` is no address (400), the typed
// address finds its own registrations however it is cased or spaced, and those variants share
// one rate limit.
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'

const LINKS = 'the link to your'

test('a wildcard address mails nobody; the exact address, however written, gets its own links only', async ({
  client,
  server,
}) => {
  // Two delegates whose addresses differ in one letter: "_" once stood for either.
  const stem = `wild${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const [a, b] = ['a', 'b'].map((x) => `${stem}${x}@example.org`)
  const first = await register(await client(), uniqueDelegate('sec-exact', { email: a }))
  const second = await register(await client(), uniqueDelegate('sec-exact', { email: b }))
  const ask = async (email: string) =>
    (await client()).post('/uppedicon/registration/link/', { data: { email } })

  const pattern = `${stem}_@example.org`
  expect((await ask(pattern)).status()).toBe(202)
  expect((await ask(`${stem}%@example.org`)).status()).toBe(400)
  // The job has run (the same answer and the same path as for a registered address)…
  await expect
    .poll(
      async () =>
        (
          await sql(
            server,
            "SELECT status::text FROM jobs WHERE kind = 'mail.links' AND payload->>'to' = $1",
            [pattern],
          )
        ).map((j) => j.status),
      { timeout: 15_000 },
    )
    .toEqual(['done'])
  // …and mailed no one: neither delegate, nor the pattern.
  const mailed = readMails(server).filter((m) => m.subject.includes(LINKS))
  for (const to of [a, b, pattern]) expect(mailed.filter((m) => m.to.includes(to))).toEqual([])

  // The honest path: the delegate's own address, cased and spaced any way.
  expect((await ask(`  ${a.toUpperCase()} `)).status()).toBe(202)
  const mail = await waitForMail(a, { server, match: (m) => m.subject.includes(LINKS) })
  expect(mail.to).toEqual([a])
  expect(mail.text).toContain(`/registration/${first.id}?token=`)
  expect(mail.text).not.toContain(`/registration/${second.id}?`)

  // Variants of one address count against one budget (3 an hour), not one each.
  const statuses = []
  for (const variant of [a.toUpperCase(), ` ${a}`, `${stem.toUpperCase()}A@Example.Org`])
    statuses.push((await ask(variant)).status())
  expect(statuses).toEqual([202, 202, 429])
})
