import { describe } from "vitest"
import { describeFlows } from "./flows"
import { inProcess } from "./helpers"

describe("every flow in-process (fake.fetch)", () => describeFlows(inProcess))
