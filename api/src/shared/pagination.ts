import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where a page ends (Relay).' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item on this page; null when empty.' })
  endCursor!: string | null;
}

