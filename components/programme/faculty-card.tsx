// A faculty member: photo (or initials), name, designation, affiliation and short profile.
import type { FacultyDto } from '@/lib/programme/types'
import { pictureInfo } from '@/lib/uploads/paths'
import styles from './programme.module.css'

const initials = (name: string) =>
  name
    .replace(/^(Dr|Prof)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()

export function FacultyCard({ person, children }: { person: FacultyDto; children?: React.ReactNode }) {
  const photo = pictureInfo(person.photo)
  return (
    <li className={styles.person} id={`faculty-${person.id}`}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- our stored webp with its own srcset
        <img
          className={styles.photo}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="64px"
          width={64}
          height={80}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.photo} aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <div>
        <h2>{person.name}</h2>
        {(person.designation || person.affiliation) && (
          <p className={styles.meta}>{[person.designation, person.affiliation].filter(Boolean).join(', ')}</p>
        )}
        {person.profile && <p>{person.profile}</p>}
        {children}
      </div>
    </li>
  )
}
