/** Marketplace recipients, their onboardings and the transfers between those onboardings. */
import { api } from "@payrail/core/api"
import {
  blockRecipientOnboarding,
  cancelRecipientOnboarding,
  continueRecipientOnboarding,
  createRecipientOnboarding,
  renderOnboarding,
  retrieveRecipientOnboarding,
  unblockRecipientOnboarding,
  updateRecipientOnboarding
} from "../state/recipient-onboardings"
import { createRecipient, deleteRecipient, listRecipients, renderRecipient, retrieveRecipient, updateRecipient } from "../state/recipients"
import {
  listTransfersOfOnboarding,
  listTransfersOfRecipient,
  renderOnboardingTransfer,
  retrieveOnboardingTransfer,
  reverseOnboardingTransfer,
  transferOnboarding
} from "../state/onboarding-transfers"
import { type GroupTable, handler } from "./route"

const onboarding = (ctx: { env: Parameters<typeof renderOnboarding>[0] }, found: { recipient: Parameters<typeof renderOnboarding>[1]; onboarding: Parameters<typeof renderOnboarding>[2] }) =>
  renderOnboarding(ctx.env, found.recipient, found.onboarding)

export const recipientHandlers = {
  "recipients.create": handler(api.recipients.create, { handle: (ctx) => renderRecipient(ctx.env, createRecipient(ctx.env, ctx.merchant, ctx.body)) }),
  "recipients.retrieve": handler(api.recipients.retrieve, { handle: (ctx) => renderRecipient(ctx.env, retrieveRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id)) }),
  "recipients.update": handler(api.recipients.update, {
    handle: (ctx) => renderRecipient(ctx.env, updateRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.body))
  }),
  "recipients.delete": handler(api.recipients.delete, {
    handle: (ctx) => {
      deleteRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id)
      return undefined // 204: no body
    }
  }),
  "recipients.list": handler(api.recipients.list, { handle: (ctx) => listRecipients(ctx.env, ctx.merchant, ctx.query) }),
  "recipients.onboardings.create": handler(api.recipients.onboardings.create, {
    handle: (ctx) => onboarding(ctx, createRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.body))
  }),
  "recipients.onboardings.retrieve": handler(api.recipients.onboardings.retrieve, {
    handle: (ctx) => onboarding(ctx, retrieveRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  "recipients.onboardings.update": handler(api.recipients.onboardings.update, {
    handle: (ctx) => onboarding(ctx, updateRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id, ctx.body))
  }),
  "recipients.onboardings.block": handler(api.recipients.onboardings.block, {
    handle: (ctx) => renderRecipient(ctx.env, blockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  "recipients.onboardings.unblock": handler(api.recipients.onboardings.unblock, {
    handle: (ctx) => renderRecipient(ctx.env, unblockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  "recipients.onboardings.cancel": handler(api.recipients.onboardings.cancel, {
    handle: (ctx) => renderRecipient(ctx.env, cancelRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  "recipients.onboardings.continue": handler(api.recipients.onboardings.continue, {
    handle: (ctx) =>
      onboarding(ctx, continueRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id, ctx.body))
  }),
  "recipients.onboardings.listTransfers": handler(api.recipients.onboardings.listTransfers, {
    handle: (ctx) => listTransfersOfOnboarding(ctx.env, ctx.merchant, ctx.params.onboarding_id).map((t) => renderOnboardingTransfer(ctx.env, t))
  }),
  "recipients.onboardings.transfer": handler(api.recipients.onboardings.transfer, {
    handle: (ctx) => renderOnboardingTransfer(ctx.env, transferOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  "recipients.onboardings.reverseTransfer": handler(api.recipients.onboardings.reverseTransfer, {
    handle: (ctx) => renderOnboardingTransfer(ctx.env, reverseOnboardingTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id))
  }),
  "recipients.transfers.retrieve": handler(api.recipients.transfers.retrieve, {
    handle: (ctx) => renderOnboardingTransfer(ctx.env, retrieveOnboardingTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id))
  }),
  "recipients.transfers.list": handler(api.recipients.transfers.list, {
    handle: (ctx) => listTransfersOfRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id).map((t) => renderOnboardingTransfer(ctx.env, t))
  })
} satisfies GroupTable<"recipients">
