import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for `field` directly under the field being resolved, through
 * fragments too: so a resolver can skip a join nobody reads (skip/include directives are not
 * weighed, so a conditional field counts as asked).
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return within(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
