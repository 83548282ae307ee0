import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "What a shared link shows, read from the page's OpenGraph tags, else its Twitter card, title and description.",
})
export class LinkPreview {
  @Field(() => String, { nullable: true, description: 'The page title, at most 200 characters.' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: 'The page description, at most 500 characters.' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) URL of the page image.' })
  image!: string | null;

  @Field(() => String, { nullable: true, description: 'The site name the page gives, e.g. "Premium Times".' })
  siteName!: string | null;

  @Field(() => String, { description: 'Host name of the page (after redirects), without "www.".' })
  domain!: string;
}
