// A domain write that stores pictures (docs/architecture.md, "Side effects"): the new pictures
// are decoded and stored first (outside the transaction: sharp takes time), then the write runs
// as a domain write (change, audit entry, cache tags); a failed write removes the new pictures,
// and once the write is committed the pictures it replaced or deleted are removed.
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { PublicFolder } from './paths'
import { removeUpload, withPicture, type ImageOptions, type StoredPicture } from './store'

export interface PictureUpload {
  /** The chosen files, in the order the write receives them (undefined: none chosen). */
  files: (File | undefined)[]
  folder: PublicFolder
  options?: ImageOptions
}

export interface PictureWriteResult<T> {
  result: T
  /** Stored pictures (their paths) that the committed write no longer uses. */
  remove?: (string | null)[]
}

/** Stores every file (each removed again if a later step fails), then hands them over. */
function withPictures<T>(
  upload: PictureUpload,
  then: (stored: (StoredPicture | undefined)[]) => Promise<T>,
  done: (StoredPicture | undefined)[] = [],
): Promise<T> {
  if (done.length === upload.files.length) return then(done)
  return withPicture(
    upload.files[done.length],
    upload.folder,
    (stored) => withPictures(upload, then, [...done, stored]),
    upload.options,
  )
}

export async function pictureWrite<T>(
  actor: Actor,
  upload: PictureUpload,
  write: (w: Write, stored: (StoredPicture | undefined)[]) => Promise<PictureWriteResult<T>>,
): Promise<T> {
  const { result, remove = [] } = await withPictures(upload, (stored) =>
    domainWrite(actor, (w) => write(w, stored)),
  )
  for (const path of remove) await removeUpload(path)
  return result
}
