/**
 * TypeDoc plugin: the Promise client's groups (`payrail.payments`, `payrail.checkout.sessions`, ...)
 * are typed `Promisified<…Service>`, a mapped type that TypeDoc would show by that name. Here each
 * group property of `PayrailClient` is converted from its resolved type instead, so the reference
 * lists every method by name with its parameters, its `PayrailPromise<…>`/`PagedList<…>` result and
 * the service's own doc comment.
 */
import { Converter, ReflectionKind } from "typedoc"

const CLIENT = "PayrailClient"
const MAPPED = "Promisified"

/** Hides the `Promisified` alias of `type` and of every group under it; returns how to put them back. */
const unalias = (checker, type, seen = new Set()) => {
  const restore = []
  const visit = (t) => {
    if (seen.has(t)) return
    seen.add(t)
    if (t.aliasSymbol?.name !== MAPPED) return
    const { aliasSymbol, aliasTypeArguments } = t
    t.aliasSymbol = undefined
    t.aliasTypeArguments = undefined
    restore.push(() => {
      t.aliasSymbol = aliasSymbol
      t.aliasTypeArguments = aliasTypeArguments
    })
    for (const property of t.getProperties()) visit(checker.getTypeOfSymbol(property))
  }
  visit(type)
  return () => restore.forEach((undo) => undo())
}

/** @param {import("typedoc").Application} app */
export const load = (app) => {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Property || reflection.parent?.name !== CLIENT) return
    const symbol = context.getSymbolFromReflection(reflection)
    if (symbol === undefined) return
    const type = context.checker.getTypeOfSymbol(symbol)
    if (type.aliasSymbol?.name !== MAPPED) return
    const restore = unalias(context.checker, type)
    try {
      reflection.type = context.converter.convertType(context.withScope(reflection), type)
    } finally {
      restore()
    }
  })
}
