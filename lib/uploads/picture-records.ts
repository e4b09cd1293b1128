// The writes of a content table whose records carry a picture (members, events, themes, the
// galleries), each a picture write (lib/uploads/picture-write.ts): create, update (a new picture
// replaces the old, removed after commit) and delete (its picture removed after commit), each
// with its audit entry `<entity>.create|update|delete` and its cache tag refreshed.
import 'server-only'
import { notFound } from '@/lib/api/errors'
import type { Actor, AuditAction } from '@/lib/audit/actions'
import { TAGS, type Tag } from '@/lib/cache'
import type { Prisma } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { PublicFolder } from './paths'
import { pictureWrite } from './picture-write'
import type { ImageOptions, StoredPicture } from './store'

type Tx = Prisma.TransactionClient

/** What the writes need of a Prisma model (its delegate in the transaction). */
export interface Table<Row> {
  findFirst(args: { where: object }): Promise<Row | null>
  create(args: { data: object }): Promise<Row>
  update(args: { where: { id: number }; data: object }): Promise<Row>
  delete(args: { where: { id: number } }): Promise<Row>
}

/** Each entity's cache tag and upload folder. */
const PLACES: Record<Entity, { tag: Tag; folder: PublicFolder }> = {
  member: { tag: TAGS.members, folder: 'members' },
  event: { tag: TAGS.events, folder: 'events' },
  theme: { tag: TAGS.themes, folder: 'themes' },
  gallery: { tag: TAGS.gallery, folder: 'gallery' },
  gkpgallery: { tag: TAGS.gkpgallery, folder: 'gkpgallery' },
  slide: { tag: TAGS.banners, folder: 'banners' },
}
type Entity = 'member' | 'event' | 'theme' | 'gallery' | 'gkpgallery' | 'slide'

export interface PictureRecords<Row extends { id: number }, Input, Dto> {
  /** The audit trail's entity (actions `<entity>.create`, `.update`, `.delete`); its tag and folder. */
  entity: Entity
  options?: ImageOptions
  notFound: string
  table: (tx: Tx) => Table<Row>
  /** The record of an id (default: by id alone). */
  where?: (id: number) => object
  /** The columns an input writes, with the picture stored for it (when one was chosen). */
  columns: (input: Input, picture: StoredPicture | undefined) => object
  /** The stored picture of a record. */
  pictureOf: (row: Row) => string | null
  toDto: (row: Row) => Dto
  /** What the audit trail keeps of a record. */
  detail: (row: Row) => Prisma.InputJsonObject
  /** What else a create or an update causes, in its write (e.g. jobs for the outbox). */
  saved?: (w: Write, row: Row) => Promise<void>
}

export function pictureRecords<Row extends { id: number }, Input, Dto>(
  spec: PictureRecords<Row, Input, Dto>,
) {
  const { tag, folder } = PLACES[spec.entity]
  const upload = (file: File | undefined) => ({ folder, options: spec.options, files: [file] })
  const changed = async (w: Write, verb: 'create' | 'update' | 'delete', row: Row) => {
    // Every entity here has create and delete actions; update only where its domain offers it.
    await w.audit(`${spec.entity}.${verb}` as AuditAction, { entityId: row.id, detail: spec.detail(row) })
    w.invalidate(tag)
    if (verb !== 'delete') await spec.saved?.(w, row)
  }
  const find = async (tx: Tx, id: number) => {
    const row = await spec.table(tx).findFirst({ where: spec.where?.(id) ?? { id } })
    if (!row) throw notFound(spec.notFound)
    return row
  }
  return {
    create: (input: Input, file: File | undefined, actor: Actor): Promise<Dto> =>
      pictureWrite(actor, upload(file), async (w, [stored]) => {
        const row = await spec.table(w.tx).create({ data: spec.columns(input, stored) })
        await changed(w, 'create', row)
        return { result: spec.toDto(row) }
      }),
    update: (id: number, input: Input, file: File | undefined, actor: Actor): Promise<Dto> =>
      pictureWrite(actor, upload(file), async (w, [stored]) => {
        const before = await find(w.tx, id)
        const row = await spec.table(w.tx).update({ where: { id }, data: spec.columns(input, stored) })
        await changed(w, 'update', row)
        return { result: spec.toDto(row), remove: stored ? [spec.pictureOf(before)] : [] }
      }),
    delete: (id: number, actor: Actor): Promise<void> =>
      pictureWrite(actor, upload(undefined), async (w) => {
        const row = await find(w.tx, id)
        await spec.table(w.tx).delete({ where: { id } })
        await changed(w, 'delete', row)
        return { result: undefined, remove: [spec.pictureOf(row)] }
      }),
  }
}
