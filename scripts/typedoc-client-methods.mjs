/**
 * TypeDoc plugin: the Promise client's groups (`payrail.payments`, `payrail.checkout.sessions`, ...)
 * are typed `Promisified<…Api>`, a mapped type TypeDoc would show by that name only. Here each group
 * property of `PayrailClient` lists its methods by name, with the group interface's doc comment and
 * parameters as declared there (named types stay links: `CreatePaymentParams`, not its fields
 * inlined), and the Promise result the facade returns: `PayrailPromise<A>` for the interface's
 * `Effect<A, …>`, `PagedList<Item, Params>` for a page.
 */
import { Converter, DeclarationReflection, ReflectionFlag, ReflectionKind, ReflectionType } from "typedoc"
import ts from "typescript"

const CLIENT = "PayrailClient"
const MAPPED = "Promisified"

/** The facade's result type (`PayrailPromise<A>` / `PagedList<Item, P>`), its arguments from the declared `Effect<A, E>` node where it names them. */
const promisedResult = (context, declaredResult, resolvedResult) => {
  const symbol = resolvedResult.getSymbol()
  if (symbol === undefined) return context.converter.convertType(context, resolvedResult)
  const reference = context.createSymbolReference(symbol, context, symbol.name)
  const [success] = ts.isTypeReferenceNode(declaredResult) ? (declaredResult.typeArguments ?? []) : []
  const page = success && ts.isTypeReferenceNode(success) && success.typeArguments?.length === 2 && /Page$/.test(success.typeName.getText()) ? success : undefined
  if (symbol.name === "PayrailPromise" && success) reference.typeArguments = [context.converter.convertType(context, success)]
  else if (page) reference.typeArguments = page.typeArguments.map((node) => context.converter.convertType(context, node))
  else reference.typeArguments = context.checker.getTypeArguments(resolvedResult).map((type) => context.converter.convertType(context, type))
  return reference
}

/** A method of a group: the interface's function type node, its result promisified. */
const convertMethod = (context, property, resolved) => {
  const node = property.declarations?.[0]?.type
  const signature = resolved.getCallSignatures()[0]
  if (node === undefined || !ts.isFunctionTypeNode(node) || signature === undefined) return context.converter.convertType(context, resolved)
  const converted = context.converter.convertType(context, node)
  const [convertedSignature] = converted.declaration?.signatures ?? []
  if (convertedSignature) convertedSignature.type = promisedResult(context.withScope(converted.declaration).withScope(convertedSignature), node.type, signature.getReturnType())
  return converted
}

/** A group (`Promisified<…>`): an object type whose members are its methods and nested groups. */
const convertGroup = (context, type) => {
  const literal = new DeclarationReflection("__type", ReflectionKind.TypeLiteral, context.scope)
  // No symbol: the members' symbols are the group interface's, whose own reflections keep them.
  context.registerReflection(literal, undefined)
  for (const property of type.getProperties()) {
    const member = new DeclarationReflection(property.name, ReflectionKind.Property, literal)
    member.setFlag(ReflectionFlag.Readonly, true)
    member.comment = context.getComment(property, ReflectionKind.Property)
    context.registerReflection(member, undefined)
    literal.addChild(member)
    const resolved = context.checker.getTypeOfSymbol(property)
    const scope = context.withScope(literal).withScope(member)
    member.type = resolved.aliasSymbol?.name === MAPPED ? convertGroup(scope, resolved) : convertMethod(scope, property, resolved)
  }
  return new ReflectionType(literal)
}

/** A context whose scope is `reflection`, built down from the project's (as TypeDoc requires). */
const scoped = (context, reflection) => {
  const path = []
  for (let r = reflection; r !== undefined && r !== context.scope; r = r.parent) path.unshift(r)
  return path.reduce((inner, r) => inner.withScope(r), context)
}

/** @param {import("typedoc").Application} app */
export const load = (app) => {
  // The group properties are inherited through `interface PayrailClient extends PayrailClientGroups`,
  // and TypeDoc types an inherited member as the base declares it (the Effect interface): each one
  // is retyped once the module is converted, from the symbol and program seen when it was created.
  const groups = []
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Property || reflection.parent?.name !== CLIENT) return
    const symbol = context.getSymbolFromReflection(reflection)
    if (symbol) groups.push({ reflection, symbol, program: context.program })
  })
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const { reflection, symbol, program } of groups.splice(0)) {
      context.setActiveProgram(program)
      try {
        const type = context.checker.getTypeOfSymbol(symbol)
        if (type.aliasSymbol?.name === MAPPED) reflection.type = convertGroup(scoped(context, reflection), type)
      } finally {
        context.setActiveProgram(undefined)
      }
    }
  })
}
