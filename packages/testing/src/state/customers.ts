/**
 * Customers (docs/service-facts.md#customers): create, retrieve, partial update, look up by the merchant's
 * own id, delete. A `merchant_customer_id` names one customer per merchant
 * (`CUSTOMER_ID_DUPLICATED` on reuse). Payments, sessions and subscriptions refer to them.
 */
import { reject } from "../foundation/errors"
import type { CustomerRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"

const MERCHANT_CUSTOMER_ID = "merchant_customer_id"

/** The customer, or 400 CUSTOMER_NOT_FOUND (docs/service-facts.md#customers). */
export const requireCustomer = (env: Env, merchant: string, id: string): CustomerRecord => {
  const customer = own(env.store.customers, id, merchant)
  if (customer === undefined) throw reject(400, "CUSTOMER_NOT_FOUND", `Customer ${id} not found`)
  return customer
}

const findByMerchantCustomerId = (env: Env, merchant: string, merchantCustomerId: string): CustomerRecord | undefined => {
  for (const c of env.store.customers.values()) {
    if (c.merchant === merchant && c.fields[MERCHANT_CUSTOMER_ID] === merchantCustomerId) return c
  }
  return undefined
}

const refuseDuplicate = (env: Env, merchant: string, merchantCustomerId: unknown, self?: string) => {
  if (typeof merchantCustomerId !== "string") return
  const existing = findByMerchantCustomerId(env, merchant, merchantCustomerId)
  if (existing !== undefined && existing.id !== self) {
    throw reject(400, "CUSTOMER_ID_DUPLICATED", `merchant_customer_id ${merchantCustomerId} is already customer ${existing.id}`)
  }
}

/** A new customer record (no cards); the seed and `POST /customers` both make them here. */
export const addCustomer = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>, id: string = uuid()): CustomerRecord => {
  refuseDuplicate(env, merchant, fields[MERCHANT_CUSTOMER_ID])
  const now = env.clock.now()
  const customer: CustomerRecord = { id, merchant, cards: [], fields: { ...fields }, createdAt: now, updatedAt: now }
  env.store.customers.set(customer.id, customer)
  return customer
}

/** POST /customers. */
export const createCustomer = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>): CustomerRecord => addCustomer(env, merchant, fields)

/** PATCH /customers/{customer_id}: the fields sent replace the stored ones; the others stay. */
export const updateCustomer = (env: Env, merchant: string, id: string, patch: Readonly<Record<string, unknown>>): CustomerRecord => {
  const customer = requireCustomer(env, merchant, id)
  refuseDuplicate(env, merchant, patch[MERCHANT_CUSTOMER_ID], customer.id)
  customer.fields = { ...customer.fields, ...patch }
  customer.updatedAt = env.clock.now()
  return customer
}

/** GET /customers?merchant_customer_id=. */
export const retrieveCustomerByMerchantCustomerId = (env: Env, merchant: string, merchantCustomerId: string): CustomerRecord => {
  const customer = findByMerchantCustomerId(env, merchant, merchantCustomerId)
  if (customer === undefined) throw reject(400, "CUSTOMER_NOT_FOUND", `No customer has merchant_customer_id ${merchantCustomerId}`)
  return customer
}

/** DELETE /customers/{customer_id}: the customer and its stored cards go; payments keep their copy of the payer. */
export const deleteCustomer = (env: Env, merchant: string, id: string): CustomerRecord => {
  const customer = requireCustomer(env, merchant, id)
  env.store.customers.delete(id)
  return customer
}

/** Fields a customer answer always shows; objects not set come back `null` (docs/service-facts.md#customers). */
const SHOWN = [
  "merchant_customer_id",
  "merchant_customer_created_at",
  "first_name",
  "last_name",
  "gender",
  "date_of_birth",
  "email",
  "nationality",
  "country",
  "document",
  "phone",
  "billing_address",
  "shipping_address",
  "metadata"
] as const

/** The Customer resource. */
export const renderCustomer = (customer: CustomerRecord) => ({
  id: customer.id,
  ...Object.fromEntries(SHOWN.map((name) => [name, customer.fields[name] ?? null])),
  ...customer.fields,
  created_at: isoMicros(customer.createdAt),
  updated_at: isoMicros(customer.updatedAt)
})
