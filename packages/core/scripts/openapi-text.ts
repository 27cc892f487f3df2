/** The exact text of openapi.json (the generator writes it, a test compares the committed file with it). */
import { openApiDocument } from "../src/api/index"

export const openApiText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`
