/**
 * Some moves exist only against the fake: seeding what the API cannot create (checkout sessions,
 * customers with cards), moving its clock, sending an incoming transfer.
 */
import { NotImplementedException } from "@nestjs/common"
import type { FakePayrail } from "@payrail/testing"
import type { ExampleRuntime } from "./runtime"

export const fakeOf = (runtime: ExampleRuntime, what: string): FakePayrail => {
  if (runtime.fake === undefined) {
    throw new NotImplementedException(`${what} needs the embedded fake; against a real service it happens outside this app`)
  }
  return runtime.fake
}
