// /abstracts/mine/<id>/figure — the submitter's abstract's figure: read, added or replaced,
// removed (lib/api/handlers/abstract-figure.ts)
export { DELETE, GET, HEAD, PUT } from '@/lib/api/handlers/abstract-figure'
