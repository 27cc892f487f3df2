import { describe } from "vitest"
import { describeCardFlows } from "./cards-and-tokens-flows"
import { inProcess, overHttp } from "./helpers"

describe("cards, tokens and checkouts in-process (fake.fetch)", () => describeCardFlows(inProcess))
describe("cards, tokens and checkouts over real HTTP (fake.listen)", () => describeCardFlows(overHttp))
