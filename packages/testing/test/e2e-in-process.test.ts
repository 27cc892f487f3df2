import { describe } from "vitest"
import { describeFlows } from "./flows"
import { describeMerchantFlows } from "./merchant-flows"
import { inProcess } from "./helpers"

describe("every flow in-process (fake.fetch)", () => describeFlows(inProcess))
describe("the merchant endpoints in-process (fake.fetch)", () => describeMerchantFlows(inProcess))
