import { describe } from "vitest"
import { describeFlows } from "./flows"
import { describeMerchantFlows } from "./merchant-flows"
import { describeMarketplaceDay } from "./marketplace-day"
import { describeRestFlows } from "./rest-flows"
import { inProcess } from "./helpers"

describe("every flow in-process (fake.fetch)", () => describeFlows(inProcess))
describe("the merchant endpoints in-process (fake.fetch)", () => describeMerchantFlows(inProcess))
describe("the rest of the merchant API in-process (fake.fetch)", () => describeRestFlows(inProcess))
describe("a marketplace day in-process (fake.fetch)", () => describeMarketplaceDay(inProcess))
