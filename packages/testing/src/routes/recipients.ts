/** Marketplace: recipients, their onboardings, split transfers. */
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
import { createSplitTransfer, renderSplitTransfer, retrieveSplitTransfer, reverseSplitTransfer } from "../state/split-transfers"
import { handler } from "./route"

const onboarding = (ctx: { env: Parameters<typeof renderOnboarding>[0] }, found: { recipient: Parameters<typeof renderOnboarding>[1]; onboarding: Parameters<typeof renderOnboarding>[2] }) =>
  renderOnboarding(ctx.env, found.recipient, found.onboarding)

export const recipientHandlers = [
  handler(api.recipients.create, { handle: (ctx) => renderRecipient(ctx.env, createRecipient(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.recipients.retrieve, { handle: (ctx) => renderRecipient(ctx.env, retrieveRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id)) }),
  handler(api.recipients.update, {
    handle: (ctx) => renderRecipient(ctx.env, updateRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.body))
  }),
  handler(api.recipients.delete, {
    handle: (ctx) => {
      deleteRecipient(ctx.env, ctx.merchant, ctx.params.recipient_id)
      return undefined // 204: no body
    }
  }),
  handler(api.recipients.list, { handle: (ctx) => listRecipients(ctx.env, ctx.merchant, ctx.query) }),
  handler(api.recipients.onboardings.create, {
    handle: (ctx) => onboarding(ctx, createRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.body))
  }),
  handler(api.recipients.onboardings.retrieve, {
    handle: (ctx) => onboarding(ctx, retrieveRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  handler(api.recipients.onboardings.update, {
    handle: (ctx) => onboarding(ctx, updateRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id, ctx.body))
  }),
  handler(api.recipients.onboardings.block, {
    handle: (ctx) => renderRecipient(ctx.env, blockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  handler(api.recipients.onboardings.unblock, {
    handle: (ctx) => renderRecipient(ctx.env, unblockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  handler(api.recipients.onboardings.cancel, {
    handle: (ctx) => renderRecipient(ctx.env, cancelRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  }),
  handler(api.recipients.onboardings.continue, {
    handle: (ctx) =>
      onboarding(ctx, continueRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id, ctx.body))
  }),
  handler(api.splitTransfers.create, { handle: (ctx) => renderSplitTransfer(createSplitTransfer(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.splitTransfers.retrieve, {
    handle: (ctx) => renderSplitTransfer(retrieveSplitTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id))
  }),
  handler(api.splitTransfers.reverse, {
    handle: (ctx) => renderSplitTransfer(reverseSplitTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id, ctx.body))
  })
]
