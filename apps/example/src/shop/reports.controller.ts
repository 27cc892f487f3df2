/**
 * Reports: request one (IN_PROCESS), then read it until it is SUCCEEDED. The page polls
 * `GET /api/reports/:id`; against the fake, the report completes one fake-clock minute later.
 */
import { Body as RequestBody, Controller, Get, HttpCode, Inject, Param, Post } from "@nestjs/common"
import type { CreateReportParams, Report } from "@payrail/core"
import { InjectPayrail, type PayrailClient } from "@payrail/nestjs"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "../runtime"
import { type Body, text } from "./body"

@Controller("api/reports")
export class ReportsController {
  constructor(
    @InjectPayrail() private readonly payrail: PayrailClient,
    @Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime
  ) {}

  /** A report of the last 30 days: "now" is the fake's clock against the fake (its payments carry its dates), else the wall clock. */
  @Post()
  @HttpCode(201)
  async create(@RequestBody() body: Body): Promise<Report> {
    const type = text(body, "type") ?? "PAYMENTS"
    const end = this.runtime.fake?.clock.date() ?? new Date()
    const start = new Date(end.getTime() - 30 * 86_400_000)
    return this.payrail.reports.create({
      type: type as CreateReportParams["type"], // an unknown type comes back as the SDK's RequestValidationError
      start_date: start.toISOString(),
      end_date: end.toISOString()
    })
  }

  @Get(":id")
  async retrieve(@Param("id") id: string): Promise<Report> {
    return this.payrail.reports.retrieve(id)
  }
}
