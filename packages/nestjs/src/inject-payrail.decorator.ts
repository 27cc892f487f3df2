import { Inject } from "@nestjs/common"
import { PAYRAIL_CLIENT } from "./tokens"

/**
 * Injects the module's `PayrailClient`.
 *
 * @example
 * ```ts
 * @Injectable()
 * export class CheckoutService {
 *   constructor(@InjectPayrail() private readonly payrail: PayrailClient) {}
 * }
 * ```
 */
export const InjectPayrail = (): PropertyDecorator & ParameterDecorator => Inject(PAYRAIL_CLIENT)
