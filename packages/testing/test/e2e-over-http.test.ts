import { describe } from "vitest"
import { describeFlows } from "./flows"
import { describeMerchantFlows } from "./merchant-flows"
import { describeMarketplaceDay } from "./marketplace-day"
import { describeRestFlows } from "./rest-flows"
import { overHttp } from "./helpers"

describe("every flow over real HTTP (fake.listen)", () => describeFlows(overHttp))
describe("the merchant endpoints over real HTTP (fake.listen)", () => describeMerchantFlows(overHttp))
describe("the rest of the merchant API over real HTTP (fake.listen)", () => describeRestFlows(overHttp))
describe("a marketplace day over real HTTP (fake.listen)", () => describeMarketplaceDay(overHttp))
