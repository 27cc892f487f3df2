/**
 * Every failure of a call to Payrail leaves the app as JSON naming the SDK's error class, so the
 * page can show the typed error it was: `{ error: { type: "InvalidRequestError", status, code, ... } }`.
 */
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from "@nestjs/common"
import { PayrailError } from "@payrail/core"

/** The little of Express's response this filter uses. */
interface JsonResponse {
  status(code: number): { json(body: unknown): void }
}

/** The JSON shape of an error, as the page shows it. */
export interface ErrorBody {
  readonly type: string
  readonly message: string
  readonly status?: number
  readonly code?: string
  readonly messages?: ReadonlyArray<string>
  readonly requestId?: string
  readonly idempotencyKey?: string
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

/** The HTTP status the app answers with: the API's own 4xx; 400 for bad input; 502 when Payrail could not be reached. */
const statusOf = (error: PayrailError): number => {
  const status = (error as { status?: unknown }).status
  if (error._tag === "RequestValidationError") return 400
  if (typeof status === "number" && status >= 400 && status < 500) return status
  return 502
}

export const describeError = (error: PayrailError): ErrorBody => {
  const e = error as PayrailError & Partial<Omit<ErrorBody, "type" | "message">>
  return {
    type: error._tag,
    message: error.message,
    ...(e.status !== undefined ? { status: e.status } : {}),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.messages !== undefined ? { messages: e.messages } : {}),
    ...(e.requestId !== undefined ? { requestId: e.requestId } : {}),
    ...(e.idempotencyKey !== undefined ? { idempotencyKey: e.idempotencyKey } : {}),
    ...(e.issues !== undefined ? { issues: e.issues.map(({ path, message }) => ({ path, message })) } : {})
  }
}

@Catch()
export class PayrailErrorFilter implements ExceptionFilter {
  readonly #logger = new Logger("Example")

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<JsonResponse>()
    if (exception instanceof PayrailError) {
      response.status(statusOf(exception)).json({ error: describeError(exception) })
    } else if (exception instanceof HttpException) {
      const status = exception.getStatus()
      response.status(status).json({ error: { type: exception.name, status, message: exception.message } })
    } else {
      this.#logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception))
      response.status(500).json({ error: { type: "Error", status: 500, message: String(exception) } })
    }
  }
}
