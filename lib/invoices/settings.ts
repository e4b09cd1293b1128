// The GST settings that apply to an edition: its own override when it has one, else the
// association's; none written yet: not registered (receipts stay plain receipts). Reads through
// the caller's client, so the invoice is issued with the settings its transaction sees.
import { Prisma } from '@/lib/generated/prisma/client'
import {
  DEFAULT_RATES,
  onTopFor,
  SAC_FORMAT,
  type GstOnTop,
  type PublishedGst,
  type TaxRate,
  type TaxRates,
} from '@/lib/gst/gst'
import { HOME_STATE } from '@/lib/gst/states'
import { CATEGORIES } from '@/lib/registrations/categories'

export interface GstTerms {
  registered: boolean
  gstin: string
  legalName: string
  address: string
  stateCode: string
  seriesPrefix: string
  pricesIncludeGst: boolean
  rates: TaxRates
  /** Whether these are the edition's own (true) or the association's (false). */
  editionOverride: boolean
}

export const NOT_REGISTERED: GstTerms = {
  registered: false,
  gstin: '',
  legalName: '',
  address: '',
  stateCode: HOME_STATE,
  seriesPrefix: 'UPIAP',
  pricesIncludeGst: true,
  rates: DEFAULT_RATES,
  editionOverride: false,
}

const rateOf = (v: unknown): TaxRate | undefined => {
  if (!v || typeof v !== 'object') return undefined
  const { sac, ratePercent } = v as Record<string, unknown>
  return typeof sac === 'string' && SAC_FORMAT.test(sac) && typeof ratePercent === 'number'
    ? { sac, ratePercent }
    : undefined
}

/** The stored rates (JSON) as TaxRates; anything unreadable falls back to SAC 998596 at 18 %. */
export function ratesOf(json: unknown): TaxRates {
  const o = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>
  const categories: TaxRates['categories'] = {}
  const stored = (o.categories && typeof o.categories === 'object' ? o.categories : {}) as Record<
    string,
    unknown
  >
  for (const c of CATEGORIES) {
    const r = rateOf(stored[c])
    if (r) categories[c] = r
  }
  return {
    registration: rateOf(o.registration) ?? DEFAULT_RATES.registration,
    categories,
    ...(rateOf(o.workshop) ? { workshop: rateOf(o.workshop) } : {}),
    ...(rateOf(o.accompanying) ? { accompanying: rateOf(o.accompanying) } : {}),
  }
}

type Row = Awaited<ReturnType<Prisma.TransactionClient['gstSettings']['findFirst']>>

const termsOf = (row: NonNullable<Row>): GstTerms => ({
  registered: row.registered,
  gstin: row.gstin,
  legalName: row.legalName,
  address: row.address,
  stateCode: row.stateCode,
  seriesPrefix: row.seriesPrefix,
  pricesIncludeGst: row.pricesIncludeGst,
  rates: ratesOf(row.rates),
  editionOverride: row.editionId !== null,
})

/** The settings an edition's sales are taxed by. */
export async function gstTermsFor(
  client: Pick<Prisma.TransactionClient, 'gstSettings'>,
  editionId: number,
): Promise<GstTerms> {
  const rows = await client.gstSettings.findMany({ where: { OR: [{ editionId }, { editionId: null }] } })
  const row = rows.find((r) => r.editionId === editionId) ?? rows.find((r) => r.editionId === null)
  return row ? termsOf(row) : NOT_REGISTERED
}

/** The GST the edition's fees are published without (its rates and the association's state); null: fees include GST. */
export async function publishedGstFor(
  client: Pick<Prisma.TransactionClient, 'gstSettings'>,
  editionId: number,
): Promise<PublishedGst | null> {
  const terms = await gstTermsFor(client, editionId)
  return terms.registered && !terms.pricesIncludeGst
    ? { rates: terms.rates, stateCode: terms.stateCode }
    : null
}

/**
 * How a registration priced now is taxed on top of its fees: when the edition's terms say
 * registered and fees exclude GST, their rates and whether the buyer's place of supply is the
 * association's state; null when its fees include GST (or the association is not registered).
 */
export const gstOnTopFor = async (
  client: Pick<Prisma.TransactionClient, 'gstSettings'>,
  editionId: number,
  buyer: { stateCode: string; buyerGstin: string },
): Promise<GstOnTop | null> => onTopFor(await publishedGstFor(client, editionId), buyer)

/** A registration's stored GST on top (null: its fees include GST). */
export function onTopOf(json: unknown): GstOnTop | null {
  if (!json || typeof json !== 'object') return null
  const o = json as Record<string, unknown>
  return { rates: ratesOf(o.rates), intraState: o.intraState === true }
}

/** The columns that keep how a registration was taxed when priced (onTopOf reads them back). */
export const onTopColumns = (onTop: GstOnTop | null) => ({
  gstOnTop: onTop ? (onTop as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
})
