/** Request bodies of banking-entity.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt } from "./fields"
import { NATIONAL_ENTITY_TYPES, TAX_ID_TYPES } from "./banking-entity"
import { CountryCode, DateString, GrowingEnum, openList, Uuid, type Named } from "./shared"

const bankingEntityAddressParams = Schema.Struct({
  address_line_1: NonEmptyString,
  address_line_2: opt(Schema.String),
  building_number_1: opt(Schema.String),
  building_number_2: opt(Schema.String),
  city: NonEmptyString,
  state: NonEmptyString,
  zip_code: NonEmptyString,
  country: CountryCode
})
/** The schema of `BankingEntityAddressParams`, by name (see `Named`). */
export interface BankingEntityAddressParamsSchema extends Named<typeof bankingEntityAddressParams> {}
/** An entity's or owner's address; `address_line_1`, city, state, zip code and country required on create. */
export const BankingEntityAddressParams: BankingEntityAddressParamsSchema = bankingEntityAddressParams
export type BankingEntityAddressParams = typeof BankingEntityAddressParams.Type

const bankingTaxInformationParams = Schema.Struct({
  country: CountryCode,
  tax_id: NonEmptyString,
  tax_id_type: GrowingEnum(TAX_ID_TYPES),
  is_primary: Schema.Boolean
})
/** The schema of `BankingTaxInformationParams`, by name (see `Named`). */
export interface BankingTaxInformationParamsSchema extends Named<typeof bankingTaxInformationParams> {}
/** A tax id (a secret-like value: answers keep only its last four). */
export const BankingTaxInformationParams: BankingTaxInformationParamsSchema = bankingTaxInformationParams
export type BankingTaxInformationParams = typeof BankingTaxInformationParams.Type

const bankingIdentityDocumentParams = Schema.Struct({
  document_type: NonEmptyString,
  document_number: NonEmptyString,
  issuing_country: CountryCode,
  issued_at: opt(DateString),
  expires_at: opt(DateString)
})
/** The schema of `BankingIdentityDocumentParams`, by name (see `Named`). */
export interface BankingIdentityDocumentParamsSchema extends Named<typeof bankingIdentityDocumentParams> {}
export const BankingIdentityDocumentParams: BankingIdentityDocumentParamsSchema = bankingIdentityDocumentParams
export type BankingIdentityDocumentParams = typeof BankingIdentityDocumentParams.Type

const Gender = /* @__PURE__ */ (() => GrowingEnum(["M", "F"]))()

const bankingIndividualParams = Schema.Struct({
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  email: opt(Email),
  date_of_birth: opt(DateString),
  gender: opt(Gender),
  country_of_residence: opt(CountryCode),
  tax_information: opt(Schema.Array(BankingTaxInformationParams)),
  document: opt(BankingIdentityDocumentParams)
})
/** The schema of `BankingIndividualParams`, by name (see `Named`). */
export interface BankingIndividualParamsSchema extends Named<typeof bankingIndividualParams> {}
/** `entity_detail.individual`: the person, required when `national_entity` is INDIVIDUAL. */
export const BankingIndividualParams: BankingIndividualParamsSchema = bankingIndividualParams
export type BankingIndividualParams = typeof BankingIndividualParams.Type

const beneficialOwnerParams = Schema.Struct({
  first_name: NonEmptyString,
  last_name: NonEmptyString,
  email: Email,
  date_of_birth: DateString,
  gender: opt(Gender),
  country_of_residence: CountryCode,
  tax_information: opt(
    Schema.Array(
      Schema.Struct({
        country: opt(CountryCode),
        tax_id: opt(Schema.String),
        tax_id_type: opt(GrowingEnum(TAX_ID_TYPES)),
        is_primary: opt(Schema.Boolean)
      })
    )
  ),
  document: opt(
    Schema.Struct({
      document_type: opt(Schema.String),
      document_number: opt(Schema.String),
      issuing_country: opt(CountryCode),
      issued_at: opt(DateString),
      expires_at: opt(DateString)
    })
  ),
  ownership_percentage: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  address: opt(BankingEntityAddressParams)
})
/** The schema of `BeneficialOwnerParams`, by name (see `Named`). */
export interface BeneficialOwnerParamsSchema extends Named<typeof beneficialOwnerParams> {}
/** An owner of a business: name, e-mail, birth date, residence and ownership share required. */
export const BeneficialOwnerParams: BeneficialOwnerParamsSchema = beneficialOwnerParams
export type BeneficialOwnerParams = typeof BeneficialOwnerParams.Type

const bankingBusinessParams = Schema.Struct({
  name: opt(Schema.String),
  country: opt(CountryCode),
  tax_information: opt(Schema.Array(BankingTaxInformationParams)),
  entity_type: opt(openList(Schema.String, ["CORPORATION"])),
  beneficial_owners: opt(Schema.Array(BeneficialOwnerParams))
})
/** The schema of `BankingBusinessParams`, by name (see `Named`). */
export interface BankingBusinessParamsSchema extends Named<typeof bankingBusinessParams> {}
/** `entity_detail.entity`: the business, required when `national_entity` is ENTITY. */
export const BankingBusinessParams: BankingBusinessParamsSchema = bankingBusinessParams
export type BankingBusinessParams = typeof BankingBusinessParams.Type

const createBankingEntityParams = Schema.Struct({
  account_id: Uuid,
  merchant_entity_id: NonEmptyString,
  national_entity: GrowingEnum(NATIONAL_ENTITY_TYPES),
  phone: Schema.Struct({ country_code: NonEmptyString, number: NonEmptyString }),
  address: BankingEntityAddressParams,
  entity_detail: Schema.Struct({ individual: opt(BankingIndividualParams), entity: opt(BankingBusinessParams) })
})
/** The schema of `CreateBankingEntityParams`, by name (see `Named`). */
export interface CreateBankingEntityParamsSchema extends Named<typeof createBankingEntityParams> {}
/** Body of `banking.entities.create` (`POST /banking/entities`). */
export const CreateBankingEntityParams: CreateBankingEntityParamsSchema = createBankingEntityParams
export type CreateBankingEntityParams = typeof CreateBankingEntityParams.Type

const updateBankingEntityParams = Schema.Struct({
  account_id: Uuid,
  merchant_entity_id: opt(NonEmptyString),
  phone: opt(Schema.Struct({ country_code: opt(NonEmptyString), number: opt(NonEmptyString) })),
  address: opt(
    Schema.Struct({
      address_line_1: opt(Schema.String),
      address_line_2: opt(Schema.String),
      building_number_1: opt(Schema.String),
      building_number_2: opt(Schema.String),
      city: opt(Schema.String),
      state: opt(Schema.String),
      zip_code: opt(Schema.String),
      country: opt(CountryCode)
    })
  ),
  entity_detail: opt(
    Schema.Struct({
      individual: opt(Schema.Struct({ email: opt(Email), country_of_residence: opt(CountryCode) })),
      entity: opt(Schema.Struct({ name: opt(Schema.String) }))
    })
  )
})
/** The schema of `UpdateBankingEntityParams`, by name (see `Named`). */
export interface UpdateBankingEntityParamsSchema extends Named<typeof updateBankingEntityParams> {}
/** Body of `banking.entities.update` (`PATCH /banking/entities/{entity_id}`): only what changes. */
export const UpdateBankingEntityParams: UpdateBankingEntityParamsSchema = updateBankingEntityParams
export type UpdateBankingEntityParams = typeof UpdateBankingEntityParams.Type
