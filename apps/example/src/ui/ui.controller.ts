/**
 * The one-page UI at `/`: plain HTML and a little script, calling the app's `/api` routes.
 */
import { readFileSync } from "node:fs"
import { Controller, Get, Header } from "@nestjs/common"

const page = readFileSync(new URL("./page.html", import.meta.url), "utf8")

@Controller()
export class UiController {
  @Get()
  @Header("content-type", "text/html; charset=utf-8")
  @Header("cache-control", "no-store")
  index(): string {
    return page
  }
}
