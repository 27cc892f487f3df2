/**
 * The schemas of the modules a webhook-only bundle shares a chunk with, listed by module as
 * plain objects, for the OpenAPI component names (src/api/engine/openapi.ts).
 *
 * Why not `import * as transfer from "./transfer"`: a namespace used as a value makes the build
 * (tsup/esbuild) emit `__export(transfer_exports, { … })` in the module's own chunk, a call a
 * user's bundler must keep, and with it every schema of the module and effect/Schema — in the
 * Workers webhook route, which needs none of them. An object literal of imported names is side
 * effect free and dropped when unused. test/schema/by-module.test.ts checks that each list still
 * names every schema its module exports.
 */
import { AccountUpdaterRegistration, EnrolledPaymentMethod, EnrolledPaymentMethodList } from "./enrollment"
import { Email, NonEmptyString, OptBoolean, OptNumber, OptString, OptUnknown, PositiveInt, Text3To255 } from "./fields"
import {
  BankTransferDetail,
  CardData,
  CardDetail,
  PaymentMethod,
  PaymentMethodDetail,
  StoredCredentials,
  ThreeDSecure,
  TransactionPaymentMethod
} from "./payment-method"
import {
  AmountValue,
  Base64,
  CountryCode,
  CurrencyCode,
  DateString,
  FileObject,
  OpaqueObject,
  PaymentCountry,
  RequestAmount,
  RequestMetadata,
  Timestamp,
  Uuid
} from "./shared"
import { Subscription, SubscriptionAmount, SubscriptionMetadataEntry, SubscriptionPaymentMethod } from "./subscription"
import { IncomingTransfer, TransferAmount, TransferProvider, TransferSender } from "./transfer"
import { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "./webhook-resources"

export const enrollment = { AccountUpdaterRegistration, EnrolledPaymentMethod, EnrolledPaymentMethodList }
export const fields = { Email, NonEmptyString, OptBoolean, OptNumber, OptString, OptUnknown, PositiveInt, Text3To255 }
export const paymentMethod = {
  BankTransferDetail,
  CardData,
  CardDetail,
  PaymentMethod,
  PaymentMethodDetail,
  StoredCredentials,
  ThreeDSecure,
  TransactionPaymentMethod
}
export const shared = {
  AmountValue,
  Base64,
  CountryCode,
  CurrencyCode,
  DateString,
  FileObject,
  OpaqueObject,
  PaymentCountry,
  RequestAmount,
  RequestMetadata,
  Timestamp,
  Uuid
}
export const subscription = { Subscription, SubscriptionAmount, SubscriptionMetadataEntry, SubscriptionPaymentMethod }
export const transfer = { IncomingTransfer, TransferAmount, TransferProvider, TransferSender }
export const webhookResources = { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification }
