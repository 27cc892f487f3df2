/**
 * Recipients (docs/service-facts.md#unblock-onboarding): the `Recipient` resource returned by
 * `POST /recipients/{recipient_id}/onboardings/{onboarding_id}/unblock`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"
import { RECIPIENT_NATIONAL_ENTITIES } from "./lists"
export { RECIPIENT_NATIONAL_ENTITIES } from "./lists"


const recipientCodec = Resource({
  id: Schema.String,
  account_id: Maybe(Schema.String),
  merchant_recipient_id: Maybe(Schema.String),
  national_entity: Maybe(OpenEnum(RECIPIENT_NATIONAL_ENTITIES)),
  first_name: Maybe(Schema.String),
  last_name: Maybe(Schema.String),
  email: Maybe(Schema.String),
  country: Maybe(Schema.String),
  // the reference's further attributes (their children kept as sent)
  entity_type: Maybe(Schema.String),
  legal_name: Maybe(Schema.String),
  date_of_birth: Maybe(Schema.String),
  website: Maybe(Schema.String),
  industry: Maybe(Schema.String),
  merchant_category_code: Maybe(Schema.String),
  document: Maybe(OpaqueObject),
  phone: Maybe(OpaqueObject),
  address: Maybe(OpaqueObject),
  legal_representatives: Maybe(Schema.Array(Schema.Unknown)),
  withdrawal_methods: Maybe(Schema.Union([OpaqueObject, Schema.Array(OpaqueObject)])), // the reference answers an array or one object
  documentation: Maybe(Schema.Array(Schema.Unknown)),
  onboardings: Maybe(Schema.Array(Schema.Unknown)),
  created_at: Maybe(Schema.String), // spec: ISO 8601, 27 chars; kept as sent
  updated_at: Maybe(Schema.String)
})
/** The schema of `Recipient`, by name (see `Named`). */
export interface RecipientSchema extends Named<typeof recipientCodec> {}
/**
 * The recipient resource (spec "Recipient"). Only the fields the spec names are decoded; the
 * attributes it describes without naming (legal name, website, split rules, ...) are kept as sent.
 */
export const Recipient: RecipientSchema = recipientCodec
export type Recipient = typeof Recipient.Type
