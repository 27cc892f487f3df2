/**
 * Banking Connectivity entities (`/banking/entities`): the person or business an account is
 * opened for (tolerant). Answers mask tax ids and document numbers to their last four.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

export const NATIONAL_ENTITY_TYPES = ["INDIVIDUAL", "ENTITY"] as const
export const TAX_ID_TYPES = ["SSN", "EIN", "ITIN", "VAT", "ABN", "NIF", "TIN", "OTHER"] as const

const bankingEntityAddress = /* @__PURE__ */ (() =>
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
/** The schema of `BankingEntityAddress`, by name (see `Named`). */
export interface BankingEntityAddressSchema extends Named<typeof bankingEntityAddress> {}
export const BankingEntityAddress: BankingEntityAddressSchema = bankingEntityAddress
export type BankingEntityAddress = typeof BankingEntityAddress.Type

const bankingTaxInformation = /* @__PURE__ */ (() =>
  Resource({
    country: OptString,
    tax_id: OptString,
    tax_id_last_4: OptString,
    tax_id_type: Maybe(OpenEnum(TAX_ID_TYPES)),
    is_primary: OptBoolean
  }))()
/** The schema of `BankingTaxInformation`, by name (see `Named`). */
export interface BankingTaxInformationSchema extends Named<typeof bankingTaxInformation> {}
export const BankingTaxInformation: BankingTaxInformationSchema = bankingTaxInformation
export type BankingTaxInformation = typeof BankingTaxInformation.Type

const bankingIdentityDocument = /* @__PURE__ */ (() =>
  Resource({
    document_type: OptString,
    document_number: OptString,
    document_number_last_4: OptString,
    issuing_country: OptString,
    issued_at: OptString,
    expires_at: OptString
  }))()
/** The schema of `BankingIdentityDocument`, by name (see `Named`). */
export interface BankingIdentityDocumentSchema extends Named<typeof bankingIdentityDocument> {}
export const BankingIdentityDocument: BankingIdentityDocumentSchema = bankingIdentityDocument
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

const beneficialOwner = /* @__PURE__ */ (() =>
  Resource({ ...personFields, ownership_percentage: OptNumber, title: OptString, address: Maybe(BankingEntityAddress) }))()
/** The schema of `BeneficialOwner`, by name (see `Named`). */
export interface BeneficialOwnerSchema extends Named<typeof beneficialOwner> {}
/** An owner of a business entity. */
export const BeneficialOwner: BeneficialOwnerSchema = beneficialOwner
export type BeneficialOwner = typeof BeneficialOwner.Type

const bankingEntity = /* @__PURE__ */ (() =>
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
/** The schema of `BankingEntity`, by name (see `Named`). */
export interface BankingEntitySchema extends Named<typeof bankingEntity> {}
export const BankingEntity: BankingEntitySchema = bankingEntity
export type BankingEntity = typeof BankingEntity.Type
