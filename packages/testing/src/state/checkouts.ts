/**
 * The checkout builder (`checkouts.*`): a merchant's checkouts, their lifecycle and their payment
 * methods. Every account has a default checkout (PUBLISHED, `is_default`), which the fake makes the
 * first time the merchant's checkouts are read or changed, offering the methods a checkout session
 * offers without one (state/checkout.ts `defaultSessionMethods`). A new checkout is a PUBLISHED
 * clone of the default's methods.
 *
 *   NOT_PUBLISHED → PUBLISHED                       publish
 *   PUBLISHED → NOT_PUBLISHED                       unpublish (not the default: 409)
 *   PUBLISHED | NOT_PUBLISHED → ARCHIVED            archive (not the default: 409)
 *   ARCHIVED → NOT_PUBLISHED                        restore (then publish: two steps)
 *   anything else, or the current status            400 INVALID_STATUS_TRANSITION
 *   is_default: true                                promote: PUBLISHED from any status, the old default demoted
 *
 * A checkout session names its checkout with `checkout_id` (none: the default); the payment methods
 * it offers are its checkout's active ones while that checkout is PUBLISHED (state/checkout.ts).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { CheckoutMethodRecord, CheckoutRecord } from "../foundation/card-records"
import { reject } from "../foundation/errors"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"

type Status = CheckoutRecord["status"]
type PublishCheckoutParams = WithoutNulls<Core.PublishCheckoutParams>
type UpdateCheckoutLifecycleParams = WithoutNulls<Core.UpdateCheckoutLifecycleParams>
type ListCheckoutsQuery = Core.ListCheckoutsQuery

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DEFAULT_NAME = "Default"

/** The methods of the account's default checkout: a card (enrollable) and a bank transfer (not). */
const defaultMethods = (): Array<CheckoutMethodRecord> => [
  {
    paymentMethodType: "CARD", name: "Card", description: "Credit and debit cards", category: "CARD",
    icon: "https://icons.payrail.fake/card.png", orderToShow: 1, isActive: true, hasEnrollment: true,
    activeEnrollmentType: "BOTH", conditions: [], requiredFields: null
  },
  {
    paymentMethodType: "BANK_TRANSFER", name: "Bank transfer", description: "Pay by bank transfer", category: "BANK_TRANSFER",
    icon: "https://icons.payrail.fake/bank_transfer.png", orderToShow: 2, isActive: true, hasEnrollment: false,
    activeEnrollmentType: "NO_ENROLLMENT", conditions: [], requiredFields: null
  }
]

const checkoutsOf = (env: Env, merchant: string): Array<CheckoutRecord> =>
  [...env.store.checkouts.values()].filter((c) => c.merchant === merchant)

/** The merchant's default checkout, made the first time it is needed. */
export const defaultCheckout = (env: Env, merchant: string): CheckoutRecord => {
  const existing = checkoutsOf(env, merchant).find((c) => c.isDefault)
  if (existing !== undefined) return existing
  const now = env.clock.now()
  const record: CheckoutRecord = {
    id: uuid(), merchant, name: DEFAULT_NAME, description: DEFAULT_NAME, status: "PUBLISHED", isDefault: true,
    methods: defaultMethods(), generalSettings: {}, styling: {}, createdAt: now, updatedAt: now
  }
  env.store.checkouts.set(record.id, record)
  return record
}

const notFound = (code: string) => reject(404, "CHECKOUT_NOT_FOUND", `No Custom Checkout found for checkout_code: ${code}`)

/** The checkout, or 404 CHECKOUT_NOT_FOUND; a code that is not a UUID is 400 (the service's answer). */
export const requireCheckout = (env: Env, merchant: string, code: string, field = "checkout_code"): CheckoutRecord => {
  if (!UUID.test(code)) throw reject(400, "INVALID_PARAMETERS", `${field}: ${code} is not a UUID`)
  defaultCheckout(env, merchant)
  const checkout = own(env.store.checkouts, code, merchant)
  if (checkout === undefined) throw notFound(code)
  return checkout
}

/** The checkout a session of `checkoutId` (or of the default, when null) offers, if the merchant has built any. */
export const checkoutOfSession = (env: Env, merchant: string, checkoutId: string | null): CheckoutRecord | undefined =>
  checkoutId === null
    ? checkoutsOf(env, merchant).find((c) => c.isDefault)
    : own(env.store.checkouts, checkoutId, merchant)

const refuseDuplicateName = (env: Env, merchant: string, name: string, self?: string) => {
  const wanted = name.trim().toLowerCase()
  if (checkoutsOf(env, merchant).some((c) => c.id !== self && c.name.trim().toLowerCase() === wanted)) {
    throw reject(409, "DUPLICATE_CHECKOUT_NAME", `A Custom Checkout with name '${name}' already exists for this account`)
  }
}

/** POST /checkouts: a PUBLISHED clone of the default's methods, never the default. */
export const createCheckout = (env: Env, merchant: string, body: { readonly name: string; readonly description?: string }): CheckoutRecord => {
  const base = defaultCheckout(env, merchant)
  refuseDuplicateName(env, merchant, body.name)
  const now = env.clock.now()
  const record: CheckoutRecord = {
    id: uuid(), merchant, name: body.name, description: body.description ?? "", status: "PUBLISHED", isDefault: false,
    methods: base.methods.map((m) => ({ ...m, conditions: [...m.conditions] })), generalSettings: {}, styling: {},
    createdAt: now, updatedAt: now
  }
  env.store.checkouts.set(record.id, record)
  return record
}

const invalidTransition = (from: Status, to: string) =>
  reject(400, "INVALID_STATUS_TRANSITION", `Cannot transition from '${from}' to '${to}' via this operation`)

/** The status a lifecycle move leads to, or its refusal (nothing is applied before every check passed). */
const nextStatus = (checkout: CheckoutRecord, to: string): Status => {
  const from = checkout.status
  if (to === from) throw invalidTransition(from, to)
  if (to === "ARCHIVED") {
    if (checkout.isDefault) {
      throw reject(409, "CANNOT_ARCHIVE_DEFAULT_CHECKOUT", "Cannot archive the default Custom Checkout. Promote another checkout as default first.")
    }
    return "ARCHIVED"
  }
  if (to === "NOT_PUBLISHED") {
    if (checkout.isDefault) {
      throw reject(409, "CANNOT_UNPUBLISH_DEFAULT_CHECKOUT", "Cannot unpublish the default Custom Checkout. Promote another checkout as default first.")
    }
    return "NOT_PUBLISHED"
  }
  if (to === "PUBLISHED" && from === "NOT_PUBLISHED") return "PUBLISHED"
  throw invalidTransition(from, to)
}

/** PATCH /checkouts/{checkout_code}: rename, move through the lifecycle, promote to default. */
export const updateCheckoutLifecycle = (env: Env, merchant: string, code: string, body: UpdateCheckoutLifecycleParams): CheckoutRecord => {
  const checkout = requireCheckout(env, merchant, code)
  if (body.name === undefined && body.description === undefined && body.status === undefined && body.is_default === undefined) {
    throw reject(400, "INVALID_PATCH_BODY", "body is empty")
  }
  if (body.is_default === false) {
    throw reject(400, "INVALID_OPERATION", "isDefault: false direct demotion is not allowed; promote another checkout instead")
  }
  if (body.name !== undefined) refuseDuplicateName(env, merchant, body.name, checkout.id)
  // promotion wins over `status`, which is then ignored
  const promote = body.is_default === true && !checkout.isDefault
  const status = body.is_default === true ? "PUBLISHED" : body.status === undefined ? checkout.status : nextStatus(checkout, body.status)
  if (promote) {
    for (const other of checkoutsOf(env, merchant)) {
      if (other.isDefault) {
        other.isDefault = false
        other.updatedAt = env.clock.now()
      }
    }
    checkout.isDefault = true
  }
  checkout.status = status
  if (body.name !== undefined) checkout.name = body.name
  if (body.description !== undefined) checkout.description = body.description
  checkout.updatedAt = env.clock.now()
  return checkout
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Styling is a partial merge: omitted or null fields keep their value. */
const merge = (base: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) continue
    out[key] = isObject(value) && isObject(out[key]) ? merge(out[key] as Record<string, unknown>, value) : value
  }
  return out
}

/**
 * PUT /checkouts/{checkout_code}: configuration (a sparse upsert of existing methods) and/or
 * styling (a partial merge). Every rule is checked first; one 400 lists every failure.
 */
export const publishCheckout = (env: Env, merchant: string, code: string, body: PublishCheckoutParams): CheckoutRecord => {
  const checkout = requireCheckout(env, merchant, code)
  if (body.config === undefined && body.styling === undefined) {
    throw reject(400, "INVALID_PARAMETERS", "config or styling is required")
  }
  const updates = body.config?.payment_methods ?? []
  const problems: Array<string> = []
  updates.forEach((u, i) => {
    if (u.payment_method_type === undefined) problems.push(`payment_methods[${i}].payment_method_type is required`)
    else if (!checkout.methods.some((m) => m.paymentMethodType === u.payment_method_type)) {
      problems.push(`payment_methods[${i}].payment_method_type ${u.payment_method_type} is not a payment method of this checkout (new methods cannot be created)`)
    }
  })
  if (problems.length > 0) throw reject(400, "INVALID_PARAMETERS", ...problems)
  for (const u of updates) {
    const method = checkout.methods.find((m) => m.paymentMethodType === u.payment_method_type)!
    if (u.order_to_show !== undefined) method.orderToShow = u.order_to_show
    if (u.is_active !== undefined) method.isActive = u.is_active
    if (u.active_enrollment_type !== undefined) method.activeEnrollmentType = u.active_enrollment_type
    if (u.conditions_to_override !== undefined) method.conditions = [...u.conditions_to_override]
    if (u.required_fields_to_override !== undefined) method.requiredFields = { ...u.required_fields_to_override }
  }
  if (body.config?.general_settings !== undefined) checkout.generalSettings = { ...checkout.generalSettings, ...body.config.general_settings }
  if (body.styling !== undefined) checkout.styling = merge(checkout.styling, body.styling as Record<string, unknown>)
  checkout.updatedAt = env.clock.now()
  return checkout
}

const after = (value: string | undefined, ms: number) => value === undefined || ms > Date.parse(value)
const before = (value: string | undefined, ms: number) => value === undefined || ms < Date.parse(value)

/** GET /checkouts: default first, then most recently updated; a bare array, or the paged envelope with `page` or `size`. */
export const listCheckouts = (env: Env, merchant: string, query: ListCheckoutsQuery) => {
  defaultCheckout(env, merchant)
  const statuses = query.status?.split(",").map((s) => s.trim().toUpperCase())
  const matching = checkoutsOf(env, merchant)
    .filter((c) =>
      (query.name === undefined || c.name.toLowerCase().includes(query.name.toLowerCase())) &&
      (query.id === undefined || c.id === query.id) &&
      (statuses === undefined || statuses.includes(c.status)) &&
      after(query.created_after, c.createdAt) && before(query.created_before, c.createdAt) &&
      after(query.updated_after, c.updatedAt) && before(query.updated_before, c.updatedAt)
    )
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt - a.updatedAt)
  if (query.page === undefined && query.size === undefined) return matching.map(renderCheckout)
  const page = query.page ?? 1
  const size = query.size ?? 25
  return { data: matching.slice((page - 1) * size, page * size).map(renderCheckout), pagination: { page, size, total: matching.length } }
}

/** A checkout as created, listed or moved (`Checkout`). */
export const renderCheckout = (c: CheckoutRecord) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  status: c.status,
  is_default: c.isDefault,
  is_active: c.status === "PUBLISHED",
  created_at: isoMicros(c.createdAt),
  updated_at: isoMicros(c.updatedAt)
})

const renderMethod = (m: CheckoutMethodRecord) => ({
  payment_method_type: m.paymentMethodType,
  name: m.name,
  description: m.description,
  icon: m.icon,
  category: m.category,
  short_name: m.name,
  hint: "",
  order_to_show: m.orderToShow,
  is_active: m.isActive,
  type: "PAYMENT_METHOD",
  has_enrollment: m.hasEnrollment,
  conditions_quantity: m.conditions.length,
  active_enrollment_type: m.activeEnrollmentType
})

/** A checkout with its configuration and styling (`CheckoutConfiguration`). */
export const renderCheckoutConfiguration = (c: CheckoutRecord) => {
  const { is_active: _active, ...checkout } = renderCheckout(c)
  return {
    ...checkout,
    config: {
      payment_methods: [...c.methods].sort((a, b) => a.orderToShow - b.orderToShow).map(renderMethod),
      general_settings: c.generalSettings,
      feature_flags: {}
    },
    styling: c.styling
  }
}

/** The active methods of a checkout, in its order (what its sessions offer while it is PUBLISHED). */
export const activeMethodsOf = (c: CheckoutRecord): ReadonlyArray<CheckoutMethodRecord> =>
  c.status === "PUBLISHED" ? [...c.methods].filter((m) => m.isActive).sort((a, b) => a.orderToShow - b.orderToShow) : []
