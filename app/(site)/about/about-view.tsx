// The About page (spec 2): association, registration steps, fees, committee (12 per page, one
// URL per page: /about, /about/page/2, ...), conference description, countdown, Register.
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AboutConference, CountdownBand } from '@/components/site/conference'
import { countdownTarget } from '@/components/site/countdown-target'
import { FeeTables } from '@/components/site/fee-tables'
import { MemberGrid } from '@/components/site/member-card'
import { paginate, Pagination } from '@/components/site/pagination'
import { PageHero, Section, StateMessage } from '@/components/site/section'
import styles from '@/components/site/site.module.css'
import { buttonClass } from '@/components/ui/button'
import { getConference } from '@/lib/conference/service'
import { getNextEvent } from '@/lib/events/service'
import { getMembers } from '@/lib/members/service'
import { ASSOCIATION_NAME } from '@/lib/site'

export const COMMITTEE_PAGE_SIZE = 12
export const committeeHref = (page: number) =>
  page === 1 ? '/about#committee' : `/about/page/${page}#committee`

const PILLARS = [
  {
    title: 'Mission',
    text: 'To promote the health and well-being of every child in Uttar Pradesh by keeping its paediatricians learning, connected and heard.',
  },
  {
    title: 'Vision',
    text: 'A state where every newborn, child and adolescent, in the city or the village, receives timely, evidence-based and compassionate care.',
  },
  {
    title: 'Values',
    text: 'Scientific integrity, equity of care, ethical practice, collegiality across generations, and service to the community.',
  },
]

const STEPS = [
  ['Fill in the form', 'Open Register and enter your Personal & Events Details.'],
  ['Choose your category', 'Pick your registration category; the fee is shown at once.'],
  ['Accept and pay', 'Tick the terms on the checkout page and press PAY NOW to pay online.'],
  ['Upload your proof', 'Enter the transaction id and date and upload the proof of payment.'],
  ['Get confirmed', 'Your registration is confirmed by e-mail; collect your kit at the venue.'],
]

export async function AboutView({ page }: { page: number }) {
  const [conference, nextEvent, members] = await Promise.all([
    getConference(),
    getNextEvent(),
    getMembers('member'),
  ])
  const committee = paginate(members, page, COMMITTEE_PAGE_SIZE)
  if (page > committee.pageCount) notFound()

  return (
    <>
      <PageHero eyebrow="About us" title={ASSOCIATION_NAME}>
        The state association of paediatricians of Uttar Pradesh and host of UP Pedicon 2025.
      </PageHero>

      <Section id="introduction" eyebrow="Who we are" title="Introduction">
        <div className={styles.prose}>
          <p>
            The Indian Academy of Pediatrics, Uttar Pradesh (IAP UP) brings together the paediatricians of
            India’s most populous state: doctors in medical colleges, district hospitals and private practice
            who care for more than eight crore children. Through its district branches it runs continuing
            medical education, skills courses such as neonatal resuscitation and paediatric advanced life
            support, and public health campaigns on breastfeeding, immunisation, diarrhoea and adolescent
            health.
          </p>
        </div>
      </Section>

      <Section id="history" eyebrow="Since the beginning" title="Our History" tone="alt">
        <div className={styles.prose}>
          <p>
            The state branch grew from a handful of paediatricians who met to share cases and teach one
            another. Its annual conference, UP Pedicon, has since travelled across the state, from Lucknow and
            Kanpur to Varanasi, Agra and Prayagraj, and in 2025 comes to Gorakhpur for its 46th edition.
          </p>
          <h3>A tribute to our founders</h3>
          <p>
            We remember with gratitude the founding members of the academy in Uttar Pradesh, who built it with
            no office and no funds, only the conviction that the children of the state deserved trained and
            organised paediatricians. Every workshop and every conference we hold continues their work.
          </p>
        </div>
      </Section>

      <Section id="mission" eyebrow="What drives us" title="Mission, Vision & Values">
        <ul className={styles.cards}>
          {PILLARS.map((p) => (
            <li key={p.title} className={styles.card}>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="registration" eyebrow="UP Pedicon 2025" title="How to Register" tone="alt">
        <ol className={styles.steps}>
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              {text}
            </li>
          ))}
        </ol>
        <FeeTables />
      </Section>

      <Section id="committee" eyebrow="IAP Uttar Pradesh" title="Committee Members">
        {committee.items.length ? (
          <MemberGrid members={committee.items} />
        ) : (
          <StateMessage>No members available.</StateMessage>
        )}
        <Pagination
          page={page}
          pageCount={committee.pageCount}
          href={committeeHref}
          label="Committee pages"
        />
      </Section>

      <Section id="conference" eyebrow="46th Annual State Conference" title="UP Pedicon 2025" tone="alt">
        <AboutConference conference={conference}>
          <Link href="/register" className={buttonClass({ variant: 'primary' })}>
            Register
          </Link>
        </AboutConference>
      </Section>
      <CountdownBand {...countdownTarget(conference, nextEvent)} />
    </>
  )
}
