// /adminpanel/abstracts/<id>/figure/ — an abstract's figure, for the organisers
// (lib/api/handlers/abstract-figure.ts)
export { adminFigure as GET } from '@/lib/api/handlers/abstract-figure'
