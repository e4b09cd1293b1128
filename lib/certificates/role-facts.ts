// What a programme role's certificate says: the person, the talk and the session, the award. Read
// from the programme while the certificate stands (a title corrected since is printed corrected,
// the PDF rendered anew as for any change of what it prints), and from what was kept when it was
// issued once it is revoked (the programme may no longer have the talk). Its title and text are
// ./wording.ts's ROLE_WORDING, filled with the role's and the edition's values.
import 'server-only'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { Prisma } from '@/lib/db/client'
import type { EditionDto } from '@/lib/editions/schema'
import { editionValues } from '@/lib/editions/texts'
import type { RoleKind } from './roles'
import { ROLE_WORDING } from './wording'

/** What a certificate's row brings along for its role. */
export const ROLE_INCLUDE = {
  talk: { include: { session: true } },
  session: true,
  faculty: true,
} satisfies Prisma.CertificateInclude

type RoleRow = Prisma.CertificateGetPayload<{ include: typeof ROLE_INCLUDE }>

export interface RoleFacts {
  kind: RoleKind
  name: string
  /** Where it is mailed ('' : nowhere; always '' once revoked). */
  email: string
  /** The talk's title (null for a chairperson). */
  talk: string | null
  session: string
  award: string
}

/** The role of a certificate (not one of attendance). */
export function roleFactsOf(c: RoleRow): RoleFacts {
  const kind = c.kind as RoleKind
  const kept = c.roleFacts as Omit<RoleFacts, 'kind' | 'email'>
  if (c.revokedAt) return { kind, ...kept, email: '' }
  if (kind === 'chairperson')
    return {
      kind,
      name: c.faculty?.name ?? kept.name,
      email: c.faculty?.email ?? '',
      talk: null,
      session: c.session?.title ?? kept.session,
      award: '',
    }
  return {
    kind,
    name: c.faculty?.name ?? (c.talk?.presenter || kept.name),
    email: c.faculty ? c.faculty.email : (c.talk?.presenterEmail ?? ''),
    talk: c.talk?.title ?? kept.talk,
    session: c.talk?.session.title ?? kept.session,
    award: c.talk?.award ?? kept.award,
  }
}

/** A role certificate's title, its text and the verification page's sentence, filled. */
export function roleTexts(f: RoleFacts, edition: EditionDto) {
  const values = { ...editionValues(edition), name: f.name, talk: f.talk ?? '', session: f.session }
  const wording = ROLE_WORDING[f.kind]
  return {
    title: wording.title,
    body: fillPlaceholders(wording.text, values),
    verified: fillPlaceholders(wording.verified, values),
  }
}
