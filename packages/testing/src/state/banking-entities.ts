/**
 * Banking Connectivity entities (`/banking/entities`): the person or business accounts are
 * opened for. `merchant_entity_id` is unique per merchant (409 DUPLICATE_ENTITY); answers — and
 * the fake's own state — keep only the last four of every tax id and document number.
 * A PATCH changes only what it sends (objects merged, everything else as it was).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { MESSAGES, rejectOnboarding } from "../foundation/errors"
import type { EntityRecord } from "../foundation/store"
import { isoMicros, prefixedId } from "../foundation/time"
import { type Env, own } from "./env"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateBankingEntityParams = WithoutNulls<Core.CreateBankingEntityParams>
type UpdateBankingEntityParams = WithoutNulls<Core.UpdateBankingEntityParams>

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v)

const last4 = (value: unknown): string => String(value).slice(-4)

/** A tax information item with its id cut to `tax_id_last_4`. */
const maskTax = (item: unknown): unknown => {
  if (!isObject(item) || item.tax_id === undefined) return item
  const { tax_id, ...rest } = item
  return { ...rest, tax_id_last_4: last4(tax_id) }
}

/** A document with its number cut to `document_number_last_4`. */
const maskDocument = (doc: unknown): unknown => {
  if (!isObject(doc) || doc.document_number === undefined) return doc
  const { document_number, ...rest } = doc
  return { ...rest, document_number_last_4: last4(document_number) }
}

/** A person (individual or beneficial owner) with tax ids and document numbers masked. */
const maskPerson = (person: unknown): unknown => {
  if (!isObject(person)) return person
  return {
    ...person,
    ...(Array.isArray(person.tax_information) ? { tax_information: person.tax_information.map(maskTax) } : {}),
    ...(person.document !== undefined ? { document: maskDocument(person.document) } : {})
  }
}

/** The body with every tax id and document number masked: nothing else of them is kept. */
export const maskEntityFields = (fields: Json): Json => {
  const detail = fields.entity_detail
  if (!isObject(detail)) return fields
  const business = detail.entity
  return {
    ...fields,
    entity_detail: {
      ...detail,
      ...(detail.individual !== undefined ? { individual: maskPerson(detail.individual) } : {}),
      ...(isObject(business)
        ? {
            entity: {
              ...business,
              ...(Array.isArray(business.tax_information) ? { tax_information: business.tax_information.map(maskTax) } : {}),
              ...(Array.isArray(business.beneficial_owners) ? { beneficial_owners: business.beneficial_owners.map(maskPerson) } : {})
            }
          }
        : {})
    }
  }
}

/** `patch` over `base`: objects merged key by key, anything else replaced. */
const merge = (base: Json, patch: Json): Json => {
  const out: Json = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isObject(value) && isObject(out[key]) ? merge(out[key] as Json, value) : value
  }
  return out
}

export const retrieveBankingEntity = (env: Env, merchant: string, entityId: string): EntityRecord => {
  const entity = own(env.store.entities, entityId, merchant)
  if (entity === undefined) throw rejectOnboarding(404, "ENTITY_NOT_FOUND", MESSAGES.ENTITY_NOT_FOUND)
  return entity
}

const takenBy = (env: Env, merchant: string, merchantEntityId: string, except?: string): boolean =>
  [...env.store.entities.values()].some((e) => e.merchant === merchant && e.id !== except && e.fields?.merchant_entity_id === merchantEntityId)

/** POST /banking/entities. */
export const createBankingEntity = (env: Env, merchant: string, params: CreateBankingEntityParams): EntityRecord => {
  if (takenBy(env, merchant, params.merchant_entity_id)) {
    throw rejectOnboarding(409, "DUPLICATE_ENTITY", `An entity with merchant_entity_id ${params.merchant_entity_id} already exists`)
  }
  const now = env.clock.now()
  const entity: EntityRecord = { id: prefixedId("ent"), merchant, createdAt: now, updatedAt: now, fields: maskEntityFields({ ...params }) }
  env.store.entities.set(entity.id, entity)
  env.notify?.("banking.entity.created", () => renderBankingEntity(entity))
  return entity
}

/** PATCH /banking/entities/{entity_id}: only what is sent changes. */
export const updateBankingEntity = (env: Env, merchant: string, entityId: string, params: UpdateBankingEntityParams): EntityRecord => {
  const entity = retrieveBankingEntity(env, merchant, entityId)
  if (params.merchant_entity_id !== undefined && takenBy(env, merchant, params.merchant_entity_id, entity.id)) {
    throw rejectOnboarding(409, "DUPLICATE_ENTITY", `An entity with merchant_entity_id ${params.merchant_entity_id} already exists`)
  }
  entity.fields = maskEntityFields(merge(entity.fields ?? {}, { ...params }))
  entity.updatedAt = env.clock.now()
  env.notify?.("banking.entity.updated", () => renderBankingEntity(entity))
  return entity
}

/** The BankingEntity resource (a seeded entity has only its id and times). */
export const renderBankingEntity = (entity: EntityRecord) => ({
  ...entity.fields,
  id: entity.id,
  created_at: isoMicros(entity.createdAt),
  updated_at: isoMicros(entity.updatedAt ?? entity.createdAt)
})
