import fs from 'node:fs'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { BCRYPT_COST, DEMO_PASSWORD } from '@/lib/auth/password'
import { listBannerSlides } from '@/lib/banners/service'
import { findConference } from '@/lib/conference/service'
import { listContactDetails } from '@/lib/contact/service'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { discountCodeList } from '@/lib/discounts/console'
import { findNextEvent, listEvents } from '@/lib/events/service'
import { listGallery } from '@/lib/gallery/service'
import type { Edition } from '@/lib/generated/prisma/client'
import { gstinProblem } from '@/lib/gst/gst'
import { gstTermsFor } from '@/lib/invoices/settings'
import { listMembers } from '@/lib/members/service'
import { listThemes } from '@/lib/themes/service'
import { workshopRoster } from '@/lib/workshops/roster'
import { CONTENT_TABLES, truncate } from '@/test/db'
import { DEMO_WAITLIST } from './demo-waitlist'
import { clearContent, ensureAdmin, firstAdmin, isContentEmpty, seedDemoContent } from './seed'

describe('demo content', () => {
  let current: Edition
  beforeAll(async () => {
    await truncate(...CONTENT_TABLES, 'admins')
    expect(await isContentEmpty(db())).toBe(true)
    await seedDemoContent(db())
    current = await db().edition.findFirstOrThrow({ where: { current: { isNot: null } } })
  }, 120_000)

  it('names the conference in its texts through the edition’s placeholders, never over an edit', async () => {
    expect(current.number).toBeGreaterThan(46)
    const faqs = await db().faq.findMany({ orderBy: { position: 'asc' } })
    expect(faqs.map((f) => f.question)).toContain('What is {edition}?')
    expect(faqs.map((f) => `${f.question} ${f.answer}`).join(' ')).not.toMatch(/UP Pedicon \d{4}/)
    const history = await db().siteText.findUniqueOrThrow({ where: { key: 'about.history' } })
    expect(history.body).toContain('and in {year} comes to {city} for its {number} edition.')
    const refund = await db().siteText.findUniqueOrThrow({ where: { key: 'page.refund' } })
    expect(refund.body).toContain('that is until {cancellation_cutoff}.')
    const terms = await db().siteText.findUniqueOrThrow({ where: { key: 'page.terms' } })
    expect(terms.body).toContain('for the day of payment: {fee_slabs}.')
    const privacy = await db().siteText.findUniqueOrThrow({ where: { key: 'page.privacy' } })
    expect(privacy.body).toContain('organiser of {edition}, the {number} annual state conference')
    // Nothing else the demo writes names one edition (the conference record's name is the
    // edition's, replaced by the current one's where it is shown).
    const [president] = await listMembers('president')
    expect(president.description).toContain('to the annual state conference.')
    const written = [
      ...(await listMembers()).map((m) => m.description),
      ...(await listThemes()).map((t) => t.description),
      ...(await findConference().then((c) => [c!.title, c!.description, c!.additional_description])),
    ]
    expect(written.join(' ').match(/UP Pedicon \d{4}|\d+(st|nd|rd|th) Annual/)).toBeNull()
    // An organiser's own answer stays as they wrote it when the demo is seeded again.
    const faq = faqs.find((f) => f.question === 'What is {edition}?')!
    await db().faq.update({
      where: { id: faq.id },
      data: { question: 'What is UP Pedicon 2025?', answer: 'Ours.' },
    })
    await clearContent(db())
    await seedDemoContent(db())
    expect(await db().faq.findUniqueOrThrow({ where: { id: faq.id } })).toMatchObject({
      question: 'What is UP Pedicon 2025?',
      answer: 'Ours.',
    })
    await db().faq.update({ where: { id: faq.id }, data: { question: faq.question, answer: faq.answer } })
  }, 120_000)

  it('has the four hero slides of the spec with their buttons', async () => {
    const slides = await listBannerSlides()
    expect(slides.map((s) => [s.title, s.buttonText, s.buttonLink])).toEqual([
      ['Indian Academy of Pediatrics, Uttar Pradesh', 'Contact Us', '/contact-us'],
      ['{edition}', 'Learn More', '#uppedicon'],
      ['Join Us Today', 'Register Now', '/register'],
      ['Welcome to Gorakhpur', 'Explore Venue', '/uppedicon'],
    ])
    expect(slides[0].buttonLinks).toBe('/uppedicon')
  })

  it('has the leadership (president over 450 characters), 20+ board and 30+ committee members', async () => {
    const [president] = await listMembers('president')
    expect(president.description.length).toBeGreaterThan(450)
    expect(await listMembers('secretary')).toHaveLength(1)
    expect(await listMembers('treasurer')).toHaveLength(1)
    expect((await listMembers('member')).length).toBeGreaterThanOrEqual(30)
    expect((await listMembers()).length).toBeGreaterThanOrEqual(50)
  })

  it('has the conference, upcoming events, both galleries, four themes and contact details', async () => {
    const conference = await findConference()
    // The current edition's (the 47th once 2025's registration has closed, as it has today).
    expect(conference).toMatchObject({ name: current.name, date: toIsoDate(current.startsOn) })
    expect(conference!.title).toBe(
      'Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh',
    )
    expect(conference!.venue).toMatch(/Gorakhpur/)
    expect((await listEvents()).length).toBeGreaterThanOrEqual(3)
    expect(await findNextEvent(todayInIndia())).not.toBeNull()
    expect(await listGallery('home')).toHaveLength(12)
    expect(await listGallery('gorakhpur')).toHaveLength(8)
    expect(await listThemes()).toHaveLength(4)
    expect(await listContactDetails()).toHaveLength(1)
  })

  it('is GST-registered with a sample GSTIN of the right format and check character, and has a discount code', async () => {
    const terms = await gstTermsFor(db(), current.id)
    expect(terms).toMatchObject({ registered: true, stateCode: '09', seriesPrefix: 'UPIAP' })
    expect(gstinProblem(terms.gstin)).toBeNull()
    expect(terms.gstin.slice(0, 2)).toBe(terms.stateCode)
    expect((await discountCodeList()).map((c) => [c.code, c.kind, c.percent])).toEqual([
      ['WELCOME10', 'percent', 10],
    ])
  })

  it('has a full workshop with a waiting list, made again (not doubled) when seeded again', async () => {
    // Seeded twice by now (the first test seeds again).
    const pals = (await workshopRoster()).find((w) => w.title.includes('(PALS)'))!
    expect(pals).toMatchObject({ capacity: 4, seats: { paid: 4, left: 0 } })
    expect(pals.waitlist.map((e) => [e.position, e.name, e.state])).toEqual([
      [1, 'Dr. Ishaan Dwivedi', 'waiting'],
      [2, 'Dr. Riya Chaturvedi', 'waiting'],
      [3, 'Dr. Dhruv Srivastava', 'waiting'],
    ])
    const demo = await db().registration.count({
      where: {
        editionId: current.id,
        registrationNumber: { startsWith: `${current.registrationPrefix}8000` },
      },
    })
    expect(demo).toBe(DEMO_WAITLIST.length)
  })

  it('stores real pictures through the upload path', async () => {
    const [item] = await listGallery('home')
    const file = path.join(process.env.UPLOAD_DIR!, item.images.replace('/uploads/', ''))
    expect(fs.readFileSync(file).subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  it('creates the administrator once, with a bcrypt hash', async () => {
    const settings = { ADMIN_EMAIL: 'Admin@Example.org', ADMIN_PASSWORD: 'Sup3r$ecret', embedded: true }
    expect(await ensureAdmin(db(), settings)).toBe('admin@example.org')
    expect(await ensureAdmin(db(), { ...settings, ADMIN_EMAIL: 'other@example.org' })).toBeNull()
    const admin = await db().admin.findUniqueOrThrow({ where: { email: 'admin@example.org' } })
    expect(admin.passwordHash).not.toContain('Sup3r$ecret')
    expect(bcrypt.getRounds(admin.passwordHash)).toBe(BCRYPT_COST)
    expect(await bcrypt.compare('Sup3r$ecret', admin.passwordHash)).toBe(true)
  })

  it('has default credentials on the embedded demo database only', async () => {
    const none = { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }
    expect(firstAdmin({ ...none, embedded: true })).toEqual({
      email: 'admin@uppedicon.org',
      password: DEMO_PASSWORD,
    })
    const server = { ...none, embedded: false }
    expect(() => firstAdmin(server)).toThrow(/set ADMIN_EMAIL and ADMIN_PASSWORD/)
    expect(() => firstAdmin({ ...server, ADMIN_EMAIL: 'chief@example.org' })).toThrow(/ADMIN_PASSWORD/)
    for (const weak of [
      DEMO_PASSWORD,
      'Short@2026',
      'alllowercase@2026',
      'NoSpecialChars2026',
      'Spaces @ 2026A',
    ])
      expect(
        () => firstAdmin({ ...server, ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: weak }),
        weak,
      ).toThrow(/at least 12 characters/)
    // The address is stored as sign-in looks it up: trimmed and in lower case.
    expect(
      firstAdmin({ ...server, ADMIN_EMAIL: ' Chief@Example.org', ADMIN_PASSWORD: 'Gorakhpur@Paeds2026' }),
    ).toEqual({ email: 'chief@example.org', password: 'Gorakhpur@Paeds2026' })
    // Refused: the database stays without an administrator.
    await truncate('admins')
    await expect(ensureAdmin(db(), server)).rejects.toThrow(/ADMIN_EMAIL/)
    expect(await db().admin.count()).toBe(0)
  })

  it('can be cleared (pictures removed) and is then empty', async () => {
    const [item] = await listGallery('home')
    await clearContent(db())
    expect(await isContentEmpty(db())).toBe(true)
    expect(fs.existsSync(path.join(process.env.UPLOAD_DIR!, item.images.replace('/uploads/', '')))).toBe(
      false,
    )
  })
})
