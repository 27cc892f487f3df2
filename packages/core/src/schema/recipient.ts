/**
 * Recipients (spec endpoint 12): the `Recipient` resource returned by
 * `POST /recipients/{recipient_id}/onboardings/{onboarding_id}/unblock`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource } from "./shared"
import { RECIPIENT_NATIONAL_ENTITIES } from "./lists"
export { RECIPIENT_NATIONAL_ENTITIES } from "./lists"


/**
 * The recipient resource (spec "Recipient"). Only the fields the spec names are decoded; the
 * attributes it describes without naming (legal name, website, split rules, ...) are kept as sent.
 */
export const Recipient = Resource({
  id: Schema.String,
  account_id: Maybe(Schema.String),
  merchant_recipient_id: Maybe(Schema.String),
  national_entity: Maybe(OpenEnum(RECIPIENT_NATIONAL_ENTITIES)),
  first_name: Maybe(Schema.String),
  last_name: Maybe(Schema.String),
  email: Maybe(Schema.String),
  country: Maybe(Schema.String),
  created_at: Maybe(Schema.String), // spec: ISO 8601, 27 chars; kept as sent
  updated_at: Maybe(Schema.String)
})
export type Recipient = typeof Recipient.Type
