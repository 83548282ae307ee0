/**
 * The first screen drawn into the page's shell from the data the server embeds (web.ts), so a
 * phone shows posts before the app's code has arrived and run: the app replaces it all on its
 * first render. Plain HTML with the shell's classes (web/index.html): text and the authors'
 * pictures; post images, counts and actions come with the app.
 */

interface DrawnPost {
  content: string;
  isRepost?: boolean;
  repostComment?: string | null;
  author: { displayName: string; avatarUrl?: string | null };
  location?: { ward?: { displayName: string } | null; lga?: { displayName: string } | null; state?: { displayName: string } | null } | null;
  originalPost?: DrawnPost | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The posts a phone's first screen can hold: the rest arrive with the app. */
const FIRST_POSTS = 3;

function drawPost(post: DrawnPost): string {
  const place = post.location?.ward?.displayName ?? post.location?.lga?.displayName ?? post.location?.state?.displayName;
  const shown = post.isRepost && post.originalPost ? post.originalPost : post;
  const text = post.isRepost ? [post.repostComment, shown.content].filter(Boolean).join('\n\n') : post.content;
  const name = escapeHtml(post.author.displayName);
  // The picture the app shows (a member without one has their initials drawn by the api, in a
  // colour of their own), over the initials: the avatar doesn't change when the app takes over.
  const picture = post.author.avatarUrl ? `<img src="${escapeHtml(post.author.avatarUrl)}" alt="" width="40" height="40">` : '';
  return (
    `<article class="shell-card" aria-label="Post by ${name}">` +
    `<div class="shell-author"><span class="shell-avatar" aria-hidden="true">${escapeHtml(initials(post.author.displayName))}${picture}</span>` +
    `<span><span class="shell-name">${name}</span>${place ? `<span class="shell-place">${escapeHtml(place)}</span>` : ''}</span></div>` +
    `<p class="shell-text">${escapeHtml(text)}</p></article>`
  );
}

/** Named parts of index.html the server may draw (`<!--shell:name-->…<!--/shell:name-->`). */
export type ShellParts = Record<string, string>;

/** Takes the named parts out of the page, to be drawn only where they belong. */
export function takeShellParts(html: string): { html: string; parts: ShellParts } {
  const parts: ShellParts = {};
  const rest = html.replace(/<!--shell:(\w+)-->([\s\S]*?)<!--\/shell:\1-->/g, (_, name: string, part: string) => {
    parts[name] = part.trim();
    return '';
  });
  return { html: rest, parts };
}

/**
 * The first screen for a route's embedded data, or null to keep the skeleton: a post's page draws
 * the post; the home page draws the feed's first posts, under the visitor's join card, or under
 * placeholders for a member's own cards and composer (drawn by the app, from data the page holds).
 */
export function drawFirstScreen(data: Record<string, unknown>, parts: ShellParts): string | null {
  const post = data.Post as { post?: DrawnPost | null } | undefined;
  if (post?.post) return drawPost(post.post);
  const feed = data.Feed as { feed?: { edges: { node: DrawnPost }[] } } | undefined;
  if (!feed?.feed?.edges.length) return null;
  const visitor = (data.Viewer as { me?: unknown } | undefined)?.me === null;
  const posts = feed.feed.edges.slice(0, FIRST_POSTS).map(({ node }) => drawPost(node)).join('');
  if (visitor) return (parts.join ?? '') + (parts.blowing ?? '') + posts;
  return (parts.memberCards ?? '') + (parts.blowing ?? '') + (parts.composer ?? '') + posts;
}
