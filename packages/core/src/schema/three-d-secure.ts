/** 3DS setups (POST /three-d-secure/setups): the setup a payment names in `three_d_secure.three_d_secure_setup_id`. */
import * as Schema from "effect/Schema"
import { OptString, OptUnknown } from "./fields"
import { Resource } from "./shared"

export const ThreeDSecureSetup = /* @__PURE__ */ (() =>
  Resource({
    three_d_secure_setup_id: Schema.String,
    account_id: OptString,
    type: OptString,
    browser_info: OptUnknown,
    device_fingerprints: OptUnknown
  }))()
export type ThreeDSecureSetup = typeof ThreeDSecureSetup.Type
