import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { LinkUnreachable } from './fetch-page.js';
import { LinkPreviewService } from './link-preview.service.js';
import { LinkPreview } from './link-preview.types.js';

@Resolver()
export class LinkPreviewResolver {
  @Query(() => LinkPreview, {
    nullable: true,
    description:
      'Preview of a link (cached for an hour), for visitors too. Null when the page cannot be reached; ' +
      'BAD_USER_INPUT for a link that is not http(s) or leads to an address that is not public.',
  })
  async linkPreview(@Arg('url', () => String) url: string, @Ctx() ctx: Context): Promise<LinkPreview | null> {
    try {
      return await new LinkPreviewService(ctx).preview({ url });
    } catch (error) {
      if (error instanceof LinkUnreachable) return null;
      throw error;
    }
  }
}
