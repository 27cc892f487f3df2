/** The request bodies of the billing operations as the state moves read them (checked, `null`s taken out, amounts as numbers). */
import type { api, BodyOf } from "@payrail/core/api"
import type { Stored, WithoutNulls } from "@payrail/core/internal"

export type CreatePlanBody = WithoutNulls<Stored<BodyOf<typeof api.plans.create>>>
export type CreateMeterBody = WithoutNulls<Stored<BodyOf<typeof api.meters.create>>>
export type UpdateMeterBody = WithoutNulls<Stored<BodyOf<typeof api.meters.update>>>
export type AttachMeterBody = WithoutNulls<Stored<BodyOf<typeof api.meters.attachToPlan>>>
export type UpdatePlanMeterBody = WithoutNulls<Stored<BodyOf<typeof api.meters.updateOfPlan>>>
export type ReportUsageBody = WithoutNulls<Stored<BodyOf<typeof api.meters.reportUsage>>>
export type UpdateSubscriptionBody = WithoutNulls<Stored<BodyOf<typeof api.subscriptions.update>>>
export type ChangePlanBody = WithoutNulls<Stored<BodyOf<typeof api.subscriptions.changePlan>>>

