import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether everything the operation asks for under `field` (of the field being resolved) is in
 * `allowed`, through fragments: so a resolver can answer from what an event carries and read
 * only when more is asked for. Nothing selected under it counts as within.
 */
export function selectsOnlyWithin(info: GraphQLResolveInfo, field: string, allowed: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const fieldsUnder = (set: SelectionSetNode | undefined, inside: boolean): boolean =>
    !set ||
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (inside) return allowed.has(selection.name.value);
        return selection.name.value !== field || fieldsUnder(selection.selectionSet, true);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsUnder(selection.selectionSet, inside);
      const name = selection.name.value;
      if (seen.has(`${name}\n${inside}`)) return true;
      seen.add(`${name}\n${inside}`);
      return fieldsUnder(info.fragments[name]?.selectionSet, inside);
    });
  return info.fieldNodes.every((node) => fieldsUnder(node.selectionSet, false));
}
