import { describe } from "vitest"
import { describeFlows } from "./flows"
import { describeMerchantFlows } from "./merchant-flows"
import { overHttp } from "./helpers"

describe("every flow over real HTTP (fake.listen)", () => describeFlows(overHttp))
describe("the merchant endpoints over real HTTP (fake.listen)", () => describeMerchantFlows(overHttp))
