/**
 * Sellers (`/sellers/{merchant_seller_id}`): keyed by the merchant's own seller id, unique per
 * merchant (a repeat: 409 SELLER_ALREADY_EXISTS); unknown: 404 SELLER_NOT_FOUND. PUT replaces
 * everything but the ids; DELETE removes it (a later read is 404). Wallet keys, certificates and
 * passwords (`payment_methods[].wallet_details`) are secrets: the fake keeps none of them, so no
 * answer, notification or saved state shows them.
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { reject } from "../foundation/errors"
import type { SellerRecord } from "../foundation/routing-records"
import { isoMicros, uuid } from "../foundation/time"
import type { Env } from "./env"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateSellerParams = WithoutNulls<Core.CreateSellerParams>
type UpdateSellerParams = WithoutNulls<Core.UpdateSellerParams>

type Json = Record<string, unknown>

/** The body without wallet secrets (and without `account_id`, which the answer does not show). */
const keptFields = (params: Json): Json => {
  const { account_id: _account, ...rest } = params
  const methods = rest.payment_methods
  if (!Array.isArray(methods)) return rest
  return { ...rest, payment_methods: methods.map((m: Json) => { const { wallet_details: _secret, ...kept } = m; return kept }) }
}

const findSeller = (env: Env, merchant: string, merchantSellerId: string): SellerRecord | undefined =>
  [...env.store.sellers.values()].find((s) => s.merchant === merchant && s.merchantSellerId === merchantSellerId)

export const retrieveSeller = (env: Env, merchant: string, merchantSellerId: string): SellerRecord => {
  const seller = findSeller(env, merchant, merchantSellerId)
  if (seller === undefined) throw reject(404, "SELLER_NOT_FOUND", `Seller ${merchantSellerId} not found`)
  return seller
}

export const createSeller = (env: Env, merchant: string, params: CreateSellerParams): SellerRecord => {
  if (findSeller(env, merchant, params.merchant_seller_id) !== undefined) {
    throw reject(409, "SELLER_ALREADY_EXISTS", `A seller with merchant_seller_id ${params.merchant_seller_id} already exists`)
  }
  const now = env.clock.now()
  const seller: SellerRecord = { id: uuid(), merchant, merchantSellerId: params.merchant_seller_id, fields: keptFields({ ...params }), createdAt: now, updatedAt: now }
  env.store.sellers.set(seller.id, seller)
  return seller
}

/** PUT: the body replaces the seller's fields; its ids stay. */
export const updateSeller = (env: Env, merchant: string, merchantSellerId: string, params: UpdateSellerParams): SellerRecord => {
  const seller = retrieveSeller(env, merchant, merchantSellerId)
  seller.fields = { ...keptFields({ ...params }), merchant_seller_id: seller.merchantSellerId }
  seller.updatedAt = env.clock.now()
  return seller
}

export const deleteSeller = (env: Env, merchant: string, merchantSellerId: string): void => {
  env.store.sellers.delete(retrieveSeller(env, merchant, merchantSellerId).id)
}

export const renderSeller = (s: SellerRecord) => ({
  ...s.fields,
  seller_id: s.id,
  merchant_seller_id: s.merchantSellerId,
  created_at: isoMicros(s.createdAt),
  updated_at: isoMicros(s.updatedAt)
})
