import type { Context } from '../../shared/context.js';
import { moduleHook } from '../../shared/module-hook.js';
import type { Post } from './post.entity.js';

type FeedPage = { posts: { cursor: string; post: Post }[] };

/**
 * What promoting a post adds to the post module's reads. The wallet module, which sits above
 * this one and owns promotions, registers it when it starts.
 */
export type PostPromotion = {
  /** The feed page with a promoted post placed in it, if one is running for the viewer. */
  placeIn<P extends FeedPage>(ctx: Context, page: P): Promise<P>;
  /** The promotion fields of a post's REST JSON. */
  jsonFields(ctx: Context, post: { id: string; author: { id: string } }): Promise<Record<string, unknown>>;
};

const promotion = moduleHook<PostPromotion>('the wallet module has not registered post promotion');
export const setPostPromotion = promotion.provide;
export const postPromotion = promotion.get;
