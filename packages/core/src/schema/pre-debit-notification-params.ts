/** Request body and query of pre-debit-notification.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { AmountValue, CurrencyCode, DateString, Uuid, type Named } from "./shared"

const createPreDebitNotificationParams = Schema.Struct({
  account_id: Uuid,
  merchant_reference: NonEmptyString, // a reused reference answers the existing notification
  description: opt(Schema.String),
  amount: Schema.Struct({ currency: CurrencyCode, value: AmountValue }), // the reference sends the value as text
  billing_date: DateString,
  billing_sequence_number: opt(Schema.String),
  origin_payment_id: opt(Uuid),
  customer_payer: opt(Schema.Struct({ id: opt(Uuid), merchant_customer_id: opt(Schema.String) })),
  payment_method: opt(Schema.Struct({ type: opt(NonEmptyString), vaulted_token: opt(Uuid) })),
  provider_data: opt(Schema.Struct({ id: opt(NonEmptyString), connection_id: opt(Uuid) }))
})
/** The schema of `CreatePreDebitNotificationParams`, by name (see `Named`). */
export interface CreatePreDebitNotificationParamsSchema extends Named<typeof createPreDebitNotificationParams> {}
/**
 * Body of `preDebitNotifications.create` (`POST /predebit-notify`). Either `origin_payment_id` or
 * `provider_data` (id and connection) names the provider; the service refuses neither.
 */
export const CreatePreDebitNotificationParams: CreatePreDebitNotificationParamsSchema = createPreDebitNotificationParams
export type CreatePreDebitNotificationParams = typeof CreatePreDebitNotificationParams.Type

const preDebitNotificationLookupQuery = Schema.Struct({ merchant_reference: NonEmptyString })
/** The schema of `PreDebitNotificationLookupQuery`, by name (see `Named`). */
export interface PreDebitNotificationLookupQuerySchema extends Named<typeof preDebitNotificationLookupQuery> {}
/** Query of `preDebitNotifications.listByMerchantReference`: the reference used on creation. */
export const PreDebitNotificationLookupQuery: PreDebitNotificationLookupQuerySchema = preDebitNotificationLookupQuery
export type PreDebitNotificationLookupQuery = typeof PreDebitNotificationLookupQuery.Type
