import type { ModerationActionKind, SubjectType } from '../../gql/graphql';

export const SUBJECT_NOUN: Record<SubjectType, string> = {
  POST: 'post',
  COMMENT: 'comment',
  MESSAGE: 'message',
  USER: 'profile',
  OFFICIAL: 'official record',
  INCIDENT: 'polling-unit incident report',
};

/** Past tense for the log: "hid", "suspended"… */
export const ACTION_VERB: Record<ModerationActionKind, string> = {
  DISMISS: 'dismissed the reports on',
  HIDE: 'hid',
  REMOVE: 'removed',
  WARN: 'warned the author of',
  SUSPEND: 'suspended the author of',
  BAN: 'banned the author of',
  DELETE: 'deleted',
  BOOST: 'boosted',
  SET_ROLE: 'changed the role of',
  ADD_OFFICIAL: 'recorded',
  CORRECT_OFFICIAL: 'corrected',
  END_OFFICIAL_TERM: 'ended the term on',
  LINK_OFFICIAL: 'linked an account to',
  UNLINK_OFFICIAL: 'unlinked the account of',
  VERIFY_INCIDENT: 'verified',
  DISMISS_INCIDENT: 'dismissed',
};

/** What a member reads about an action on their content or account. */
export function noticeTitle(action: ModerationActionKind, subject: SubjectType): string {
  const noun = SUBJECT_NOUN[subject];
  switch (action) {
    case 'HIDE':
      return `A moderator hid your ${noun}`;
    case 'REMOVE':
      return `A moderator removed your ${noun}`;
    case 'WARN':
      return 'A moderator warned you';
    case 'SUSPEND':
      return 'A moderator suspended your account';
    case 'BAN':
      return 'A moderator banned your account';
    default:
      return 'A moderator acted on your account';
  }
}

/** Suspension lengths a moderator picks from, in hours. */
export const SUSPENSION_CHOICES = [
  { value: '24', label: '1 day' },
  { value: '72', label: '3 days' },
  { value: '168', label: '7 days' },
  { value: '720', label: '30 days' },
] as const;

