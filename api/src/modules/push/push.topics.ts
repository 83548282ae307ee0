import { registerEnumType } from 'type-graphql';

/** What a member may switch off on their devices, one switch each (Settings). */
export enum PushTopic {
  MESSAGES = 'messages',
  MENTIONS = 'mentions',
  COMMENTS = 'comments',
  FOLLOWERS = 'followers',
  RESULTS = 'results',
}
registerEnumType(PushTopic, {
  name: 'PushTopic',
  description: "A kind of notification pushed to devices: messages, mentions, comments and replies, new followers and follow requests, results in the member's state.",
  valuesConfig: {
    MESSAGES: { description: 'New messages.' },
    MENTIONS: { description: 'Mentions in posts and comments.' },
    COMMENTS: { description: 'Comments on your posts and replies to your comments.' },
    FOLLOWERS: { description: 'New followers and follow requests.' },
    RESULTS: { description: "Live results in the member's state: the first, half the polling units, all of them." },
  },
});

export const PUSH_TOPICS = Object.values(PushTopic);
