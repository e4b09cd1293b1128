// The FAQ accordion: native <details> sharing one name, so the browser keeps one answer open at a
// time, with no JavaScript and full keyboard support.
import { ABSTRACTS_URL } from '@/lib/site'
import styles from './site.module.css'

export const FAQS: { q: string; a: React.ReactNode }[] = [
  {
    q: 'What is the Indian Academy of Pediatrics, Uttar Pradesh?',
    a: 'IAP Uttar Pradesh is the state branch of the Indian Academy of Pediatrics: the association of paediatricians of Uttar Pradesh. It runs continuing medical education, training courses and public health campaigns for the children of the state, and holds UP Pedicon, its annual state conference.',
  },
  {
    q: 'Who can become a member?',
    a: 'Any doctor with a recognised postgraduate qualification in paediatrics (MD, DNB or DCH) practising in Uttar Pradesh can join as a life member; postgraduate students in paediatrics can join as associate members. Apply through your district branch or write to us from the Contact page.',
  },
  {
    q: 'What is UP Pedicon 2025?',
    a: 'UP Pedicon 2025 is the 46th annual state conference of IAP Uttar Pradesh, held in Gorakhpur from 28 to 30 November 2025: three days of plenary lectures, hands-on workshops, free papers and posters, and the annual general body meeting.',
  },
  {
    q: 'How do I submit an abstract?',
    a: (
      <>
        Abstracts are submitted online through the{' '}
        <a href={ABSTRACTS_URL} target="_blank" rel="noopener noreferrer">
          Call for Abstracts form
        </a>
        . The guidelines (format, word limit and deadlines) will be announced on this website.
      </>
    ),
  },
  {
    q: 'What are the highlights of the conference?',
    a: 'Pre-conference workshops on neonatal resuscitation and paediatric emergencies, plenary talks by national faculty, sessions on adolescent health and immunisation, postgraduate quiz and paper awards, and a cultural evening in the city of Gorakhpur.',
  },
]

export function Faq() {
  return (
    <div className={styles.faq}>
      {FAQS.map((f, i) => (
        <details key={f.q} name="faq" className={styles.faqItem} open={i === 0}>
          <summary className={styles.faqQuestion}>{f.q}</summary>
          <div className={styles.faqAnswer}>{f.a}</div>
        </details>
      ))}
    </div>
  )
}
