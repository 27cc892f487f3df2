/**
 * Banking Connectivity entities (`/banking/entities`): the person or business an account is
 * opened for (tolerant). Answers mask tax ids and document numbers to their last four.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource } from "./shared"

export const NATIONAL_ENTITY_TYPES = ["INDIVIDUAL", "ENTITY"] as const
export const TAX_ID_TYPES = ["SSN", "EIN", "ITIN", "VAT", "ABN", "NIF", "TIN", "OTHER"] as const

export const BankingEntityAddress = /* @__PURE__ */ (() =>
  Resource({
    address_line_1: OptString,
    address_line_2: OptString,
    building_number_1: OptString,
    building_number_2: OptString,
    city: OptString,
    state: OptString,
    zip_code: OptString,
    country: OptString
  }))()
export type BankingEntityAddress = typeof BankingEntityAddress.Type

export const BankingTaxInformation = /* @__PURE__ */ (() =>
  Resource({
    country: OptString,
    tax_id: OptString,
    tax_id_last_4: OptString,
    tax_id_type: Maybe(OpenEnum(TAX_ID_TYPES)),
    is_primary: OptBoolean
  }))()
export type BankingTaxInformation = typeof BankingTaxInformation.Type

export const BankingIdentityDocument = /* @__PURE__ */ (() =>
  Resource({
    document_type: OptString,
    document_number: OptString,
    document_number_last_4: OptString,
    issuing_country: OptString,
    issued_at: OptString,
    expires_at: OptString
  }))()
export type BankingIdentityDocument = typeof BankingIdentityDocument.Type

const personFields = {
  first_name: OptString,
  last_name: OptString,
  email: OptString,
  date_of_birth: OptString,
  gender: OptString,
  country_of_residence: OptString,
  tax_information: Maybe(Schema.Array(BankingTaxInformation)),
  document: Maybe(BankingIdentityDocument)
}

/** An owner of a business entity. */
export const BeneficialOwner = /* @__PURE__ */ (() =>
  Resource({ ...personFields, ownership_percentage: OptNumber, title: OptString, address: Maybe(BankingEntityAddress) }))()
export type BeneficialOwner = typeof BeneficialOwner.Type

export const BankingEntity = /* @__PURE__ */ (() =>
  Resource({
    id: OptString, // prefix ent_; the reference's retrieve example leaves it out
    account_id: OptString,
    merchant_entity_id: OptString,
    national_entity: Maybe(OpenEnum(NATIONAL_ENTITY_TYPES)),
    phone: Maybe(Resource({ country_code: OptString, number: OptString })),
    address: Maybe(BankingEntityAddress),
    entity_detail: Maybe(
      Resource({
        individual: Maybe(Resource(personFields)),
        entity: Maybe(
          Resource({
            name: OptString,
            country: OptString,
            tax_information: Maybe(Schema.Array(BankingTaxInformation)),
            entity_type: OptString,
            beneficial_owners: Maybe(Schema.Array(BeneficialOwner))
          })
        )
      })
    ),
    created_at: OptString,
    updated_at: OptString
  }))()
export type BankingEntity = typeof BankingEntity.Type
