/** @handles as the user table stores them: letters, digits and underscores, up to 30. */
const MENTION = /(?<![\p{L}\p{N}_@])@([a-z0-9_]{1,30})(?![a-z0-9_])/giu;
/** #topics: a letter first, then letters, digits or underscores, up to 50 in all. */
const HASHTAG = /(?<![\p{L}\p{N}_#&])#(\p{L}[\p{L}\p{N}_]{0,49})/gu;

/** The distinct handles mentioned, lowercased, at most 20 (more is noise or abuse). */
export function mentionedHandles(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1].toLowerCase()))].slice(0, 20);
}

/** The distinct topics tagged, lowercased, at most 10. */
export function hashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((m) => m[1].toLowerCase()))].slice(0, 10);
}
