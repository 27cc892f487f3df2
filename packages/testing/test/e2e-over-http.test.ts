import { describe } from "vitest"
import { describeFlows } from "./flows"
import { overHttp } from "./helpers"

describe("every flow over real HTTP (fake.listen)", () => describeFlows(overHttp))
