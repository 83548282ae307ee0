import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { TopicService } from './topic.service.js';

/** SPEC §7: the trending #topics. */
export function topicRest(route: RestRoute): Router {
  return Router().get('/topics/trending', route((ctx) => new TopicService(ctx).trending()));
}
