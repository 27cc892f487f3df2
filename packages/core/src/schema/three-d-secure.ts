/** 3DS setups (POST /three-d-secure/setups): the setup a payment names in `three_d_secure.three_d_secure_setup_id`. */
import * as Schema from "effect/Schema"
import { OptString, OptUnknown } from "./fields"
import { Resource, type Named } from "./shared"

const threeDSecureSetup = /* @__PURE__ */ (() =>
  Resource({
    three_d_secure_setup_id: Schema.String,
    account_id: OptString,
    type: OptString,
    browser_info: OptUnknown,
    device_fingerprints: OptUnknown
  }))()
/** The schema of `ThreeDSecureSetup`, by name (see `Named`). */
export interface ThreeDSecureSetupSchema extends Named<typeof threeDSecureSetup> {}
export const ThreeDSecureSetup: ThreeDSecureSetupSchema = threeDSecureSetup
export type ThreeDSecureSetup = typeof ThreeDSecureSetup.Type
