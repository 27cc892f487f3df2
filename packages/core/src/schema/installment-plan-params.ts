/** Request bodies and query of installment-plan.ts. */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt, optQuery, PositiveInt } from "./fields"
import { AmountValue, CountryCode, CurrencyCode, GrowingEnum, type Named, OpaqueObject, openList, Timestamp } from "./shared"

const Installment = Schema.Struct({
  installment: PositiveInt,
  rate: opt(Schema.Finite),
  financial_costs: opt(Schema.Array(OpaqueObject)),
  type: opt(Schema.Literals(["MERCHANT_INSTALLMENTS", "ISSUER_INSTALLMENTS"]))
})
const AmountRange = Schema.Struct({
  currency: CurrencyCode,
  min_value: opt(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))),
  max_value: opt(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)))
})
const planFields = {
  country_code: opt(CountryCode),
  brand: opt(Schema.Array(NonEmptyString)),
  issuer: opt(NonEmptyString),
  iin: opt(Schema.Array(NonEmptyString)),
  first_installment_deferral: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  amount: opt(AmountRange),
  availability: opt(Schema.Struct({ start_at: opt(Timestamp), finish_at: opt(Timestamp) })),
  payment_method_type: opt(Schema.Literals(["CARD", "NU_PAY_ENROLLMENT", "APPLE_PAY"]))
}

const createInstallmentPlanParams = Schema.Struct({
  name: NonEmptyString,
  account_id: Schema.Array(NonEmptyString).check(Schema.isMinLength(1)),
  merchant_reference: NonEmptyString,
  installments_plan: Schema.Array(Installment).check(Schema.isMinLength(1)),
  ...planFields
})
/** The schema of `CreateInstallmentPlanParams`, by name (see `Named`). */
export interface CreateInstallmentPlanParamsSchema extends Named<typeof createInstallmentPlanParams> {}
/** Body of `installmentPlans.create` (POST /installments-plans). */
export const CreateInstallmentPlanParams: CreateInstallmentPlanParamsSchema = createInstallmentPlanParams
export type CreateInstallmentPlanParams = typeof CreateInstallmentPlanParams.Type

const updateInstallmentPlanParams = Schema.Struct({
  name: opt(NonEmptyString),
  account_id: opt(Schema.Array(NonEmptyString)),
  merchant_reference: opt(NonEmptyString),
  installments_plan: opt(Schema.Array(Installment)),
  scheme: opt(NonEmptyString),
  ...planFields
})
/** The schema of `UpdateInstallmentPlanParams`, by name (see `Named`). */
export interface UpdateInstallmentPlanParamsSchema extends Named<typeof updateInstallmentPlanParams> {}
/** Body of `installmentPlans.update` (PATCH /installments-plans/{installment_code}). */
export const UpdateInstallmentPlanParams: UpdateInstallmentPlanParamsSchema = updateInstallmentPlanParams
export type UpdateInstallmentPlanParams = typeof UpdateInstallmentPlanParams.Type

const listInstallmentPlansQuery = Schema.Struct({
  account_id: NonEmptyString,
  currency: optQuery(CurrencyCode),
  iin: optQuery(NonEmptyString),
  amount: optQuery(NonEmptyString),
  payment_method_type: optQuery(NonEmptyString)
})
/** The schema of `ListInstallmentPlansQuery`, by name (see `Named`). */
export interface ListInstallmentPlansQuerySchema extends Named<typeof listInstallmentPlansQuery> {}
/** Query of `installmentPlans.list`. */
export const ListInstallmentPlansQuery: ListInstallmentPlansQuerySchema = listInstallmentPlansQuery
export type ListInstallmentPlansQuery = typeof ListInstallmentPlansQuery.Type

/** The alternative payment methods the reference lists for installments (the service may add more). */
export const APM_INSTALLMENT_METHODS = ["NU_PAY", "NU_PAY_ENROLLMENT", "APPLE_PAY"] as const

const apmInstallmentsParams = Schema.Struct({
  country: CountryCode,
  amount: Schema.Struct({ currency: CurrencyCode, value: AmountValue }), // the reference sends the value as text
  customer: opt(
    Schema.Struct({
      id: opt(NonEmptyString),
      email: opt(Email),
      document: opt(Schema.Struct({ type: opt(GrowingEnum(["CPF", "CNPJ"])), number: opt(NonEmptyString) }))
    })
  ),
  payment_method: openList(NonEmptyString, APM_INSTALLMENT_METHODS),
  vaulted_token: opt(NonEmptyString)
})
/** The schema of `ApmInstallmentsParams`, by name (see `Named`). */
export interface ApmInstallmentsParamsSchema extends Named<typeof apmInstallmentsParams> {}
/**
 * Body of `installmentPlans.apmInstallments` (`POST /apm-installments`): the options an
 * alternative payment method offers for an amount. `vaulted_token` is needed in the enrollment flow.
 */
export const ApmInstallmentsParams: ApmInstallmentsParamsSchema = apmInstallmentsParams
export type ApmInstallmentsParams = typeof ApmInstallmentsParams.Type
