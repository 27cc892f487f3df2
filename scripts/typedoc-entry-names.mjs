/**
 * TypeDoc plugin: each entry module of the reference is named by the specifier users import
 * (`@payrail/core/webhooks`), not by its source path (`core/src/webhooks`). The names come from the
 * package.json `exports` (scripts/lib/source-aliases.mjs).
 */
import { Converter, ReflectionKind } from "typedoc"
import { sourceEntries } from "./lib/source-aliases.mjs"

/** @param {import("typedoc").Application} app */
export const load = (app) => {
  const specifiers = new Map(sourceEntries().map(({ specifier, source }) => [source.replaceAll("\\", "/"), specifier]))
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Module) return
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
    const specifier = file && specifiers.get(file.replaceAll("\\", "/"))
    if (specifier) reflection.name = specifier
  })
}
