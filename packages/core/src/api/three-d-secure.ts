/** The `threeDSecure` group of the client: its endpoints, declared once. */
import { CreateThreeDSecureSetupParams } from "../schema/payment-extras-params"
import { ThreeDSecureSetup } from "../schema/three-d-secure"
import { endpoint } from "./engine/endpoint"

export const createThreeDSecureSetup = endpoint({
  operation: "threeDSecure.createSetup",
  description: "Creates a 3DS setup from the payer's browser data; a payment names it in `three_d_secure.three_d_secure_setup_id`.",
  method: "POST",
  path: "/three-d-secure/setups",
  body: CreateThreeDSecureSetupParams,
  response: ThreeDSecureSetup,
  successStatus: 201
})
