/**
 * TypeDoc plugin: named types stay names. The resource and parameter types are aliases of schema
 * types (`type Payment = typeof Payment.Type`), and TypeScript forgets an alias once a type is
 * resolved, so TypeDoc would inline the fields of `CreatePaymentParams` into every signature that
 * takes one. Three rules keep the reference a set of linked pages:
 *   1. a type identical to a type alias a documented module exports is named by it (a link);
 *   2. a function-typed member (a group's method) is converted from its declaration, so its
 *      parameters read as written (`WithClientAccount<CreatePaymentParams>`);
 *   3. a schema type alias (`typeof X.Type`, `typeof X.Encoded`) is shown resolved: an object with
 *      its fields (as an interface), a union or an array as the type it is, instead of as the schema
 *      query nobody can read.
 */
import { Converter, ReflectionKind } from "typedoc"
import ts from "typescript"

/** `type X = typeof X.Type` / `typeof X.Encoded`. */
const isSchemaAlias = (symbol) =>
  symbol.declarations?.some((d) =>
    ts.isTypeAliasDeclaration(d) && ts.isTypeQueryNode(d.type) && ts.isQualifiedName(d.type.exprName) && ["Type", "Encoded"].includes(d.type.exprName.right.text)) ?? false

/**
 * Worth naming: objects with fields, unions with one, unions of literals (closed lists); never
 * `string`, `string | null`, or an open record (`{ [key: string]: unknown }` has many names).
 */
const hasFields = (type) => (type.flags & ts.TypeFlags.Object) !== 0 && type.getProperties().length > 0
const isClosedList = (type) =>
  type.types.filter((t) => (t.flags & ts.TypeFlags.Literal) !== 0).length > 1 &&
  type.types.every((t) => (t.flags & (ts.TypeFlags.Literal | ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0)
const nameable = (type) => hasFields(type) || ((type.flags & ts.TypeFlags.Union) !== 0 && (type.types.some(hasFields) || isClosedList(type)))

/** @param {import("typedoc").Application} app */
export const load = (app) => {
  /** resolved type → the exported type alias that names it (its `aliasSymbol` is set to it) */
  let named = new Map()
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    named = new Map()
    for (const program of context.programs) {
      const checker = program.getTypeChecker()
      for (const entry of app.options.getValue("entryPoints")) {
        const file = program.getSourceFile(entry)
        const moduleSymbol = file && checker.getSymbolAtLocation(file)
        if (!moduleSymbol) continue
        for (const exported of checker.getExportsOfModule(moduleSymbol)) {
          const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
          if (!(symbol.flags & ts.SymbolFlags.TypeAlias)) continue
          if (symbol.declarations?.some((d) => ts.isTypeAliasDeclaration(d) && d.typeParameters)) continue
          const type = checker.getDeclaredTypeOfSymbol(symbol)
          // TypeScript names a type by its alias only when the alias declared it: name these too
          const declaredHere = type.aliasSymbol?.declarations?.some((d) => !d.getSourceFile().fileName.includes("/node_modules/"))
          if (!nameable(type) || named.has(type) || declaredHere) continue
          named.set(type, symbol)
          type.aliasSymbol = symbol
          type.aliasTypeArguments = undefined
        }
      }
    }
  })

  const convertType = app.converter.convertType.bind(app.converter)
  app.converter.convertType = (context, typeOrNode, node) => {
    const own = context.scope && context.getSymbolFromReflection(context.scope)
    // Rule 3: the alias being declared is converted from its resolved type (TypeDoc merges an
    // object's fields into the alias's page), never as `typeof X.Type` or as the schema value's type.
    if (own && context.scope.kind === ReflectionKind.TypeAlias && own.flags & ts.SymbolFlags.TypeAlias && isSchemaAlias(own)) {
      const declared = context.checker.getDeclaredTypeOfSymbol(own)
      // Rule 1 holds through `aliasSymbol`: unset here, or the alias would be a link to itself.
      const alias = declared.aliasSymbol
      declared.aliasSymbol = undefined
      try {
        return convertType(context, declared)
      } finally {
        declared.aliasSymbol = alias
      }
    }
    if (typeOrNode && !("kind" in typeOrNode)) {
      // Rule 2: a member declared right here (not inherited from a generic base) reads as written
      const declaringType = node?.parent?.parent
      if (node && ts.isFunctionTypeNode(node) && declaringType && (ts.isInterfaceDeclaration(declaringType) || ts.isTypeLiteralNode(declaringType)) && !declaringType.typeParameters) {
        return convertType(context, node)
      }
    }
    return convertType(context, typeOrNode, node)
  }
}
