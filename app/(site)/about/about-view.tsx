// The About page (spec 2): association, registration steps, fees, committee (12 per page, one
// URL per page: /about, /about/page/2, ...), conference description, countdown, Register.
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AboutConference, CountdownBand } from '@/components/site/conference'
import { countdownTarget } from '@/components/site/countdown-target'
import { FeeTables } from '@/components/site/fee-tables'
import { MemberGrid } from '@/components/site/member-card'
import { paginate, Pagination } from '@/components/site/pagination'
import { RichText } from '@/components/site/rich-text'
import { PageHero, Section, StateMessage } from '@/components/site/section'
import styles from '@/components/site/site.module.css'
import { buttonClass } from '@/components/ui/button'
import { getConference } from '@/lib/conference/service'
import { getSiteTexts } from '@/lib/content/service'
import { getSiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'
import { ordinal, registerCta, withEdition } from '@/lib/editions/wording'
import { getNextEvent } from '@/lib/events/service'
import { getMembers } from '@/lib/members/service'
import { ASSOCIATION_NAME } from '@/lib/site'

export const COMMITTEE_PAGE_SIZE = 12
export const committeeHref = (page: number) =>
  page === 1 ? '/about#committee' : `/about/page/${page}#committee`

const PILLARS = [
  ['Mission', 'about.mission'],
  ['Vision', 'about.vision'],
  ['Values', 'about.values'],
] as const

export async function AboutView({ page }: { page: number }) {
  const [record, nextEvent, members, texts, { edition, state, gst }] = await Promise.all([
    getConference(),
    getNextEvent(),
    getMembers('member'),
    getSiteTexts(),
    getSiteEdition(),
  ])
  const conference = record && withEdition(record, edition)
  // The texts' placeholders ({edition}, {year}, …) are filled from the current edition.
  const values = editionValues(edition)
  const cta = registerCta(state, edition.opens_at)
  const committee = paginate(members, page, COMMITTEE_PAGE_SIZE)
  if (page > committee.pageCount) notFound()

  return (
    <>
      <PageHero eyebrow="About us" title={ASSOCIATION_NAME}>
        The state association of paediatricians of Uttar Pradesh and host of {edition.name}.
      </PageHero>

      <Section id="introduction" eyebrow="Who we are" title="Introduction">
        <div className={styles.prose}>
          <RichText source={texts['about.introduction'].body} values={values} />
        </div>
      </Section>

      <Section id="history" eyebrow="Since the beginning" title="Our History" tone="alt">
        <div className={styles.prose}>
          <RichText source={texts['about.history'].body} values={values} />
          <h3>A tribute to our founders</h3>
          <RichText source={texts['about.founders'].body} values={values} />
        </div>
      </Section>

      <Section id="mission" eyebrow="What drives us" title="Mission, Vision & Values">
        <ul className={styles.cards}>
          {PILLARS.map(([title, key]) => (
            <li key={key} className={styles.card}>
              <h3>{title}</h3>
              <RichText source={texts[key].body} values={values} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="registration" eyebrow={edition.name} title="How to Register" tone="alt">
        <RichText source={texts['about.steps'].body} values={values} listClassName={styles.steps} />
        <FeeTables edition={edition} gstOnTop={!!gst} />
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

      <Section
        id="conference"
        eyebrow={`${ordinal(edition.number)} Annual State Conference`}
        title={edition.name}
        tone="alt"
      >
        <AboutConference conference={conference}>
          <Link href={cta.href} className={buttonClass({ variant: 'primary' })}>
            {state === 'open' ? 'Register' : cta.label}
          </Link>
        </AboutConference>
      </Section>
      <CountdownBand {...countdownTarget(conference, nextEvent)} />
    </>
  )
}
