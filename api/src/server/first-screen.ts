/**
 * The first screen drawn into the page's shell from the data the server embeds (web.ts), so a
 * phone shows the page before the app's code has arrived and run. It is the app's own first frame
 * in plain HTML, built from the parts and classes of web/index.html: the same boxes, icons and
 * colours as the components it stands for, with real links, so the app's takeover moves nothing.
 * Post images are kept as their empty box (they load with the app, as a phone's data saver would).
 */

import { POINTS_PER_LEVEL } from '../modules/civic/civic.rules.js';
import type { CivicDashboard } from '../modules/civic/civic.service.js';

interface DrawnPost {
  id: string;
  /** A Date as the resolvers give it, the ISO string once in the page's JSON. */
  createdAt: string | Date;
  isEdited?: boolean;
  content: string;
  isRepost?: boolean;
  isPromoted?: boolean;
  repostComment?: string | null;
  imageUrl?: string | null;
  isLiked?: boolean;
  likesCount?: number;
  commentsCount?: number;
  sharesCount?: number;
  viewsCount?: number;
  author: { id: string; displayName: string; avatarUrl?: string | null };
  location?: { ward?: { displayName: string } | null; lga?: { displayName: string } | null; state?: { displayName: string } | null } | null;
  originalPost?: DrawnPost | null;
}

interface DrawnViewer {
  displayName: string;
  avatarUrl?: string | null;
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
/** Feed cards cut long texts here, behind Show more (the app's PostCard). */
const FEED_TEXT_PREVIEW = 600;

const counts = new Intl.NumberFormat('en-NG');

const AGES: [unit: number, suffix: string][] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'm'],
];

/** How long ago, as the app's cards say it (web/src/lib/format.ts relativeTime). */
function age(at: Date, now: number): string {
  const elapsed = now - at.getTime();
  const [unit, suffix] = AGES.find(([size]) => elapsed >= size) ?? [0, ''];
  return unit ? `${Math.floor(elapsed / unit)}${suffix} ago` : 'Just now';
}

// Web links, @mentions and #topics, as the app's PostText links them.
const TOKENS =
  /(?<url>https?:\/\/[^\s<]+[^\s<.,:;"')\]!?])|(?<![\p{L}\p{N}_@])(?<mention>@[a-z0-9_]{1,30})(?![a-z0-9_])|(?<![\p{L}\p{N}_#&])(?<topic>#\p{L}[\p{L}\p{N}_]{0,49})/giu;

function linked(text: string, profileHref: (idOrHandle: string) => string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const { url, mention, topic } = match.groups ?? {};
    html += escapeHtml(text.slice(last, match.index));
    const href = url ?? (mention ? profileHref(mention.toLowerCase()) : `/topic/${encodeURIComponent(topic!.slice(1).toLowerCase())}`);
    const shown = escapeHtml(match[0]);
    html += url ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow ugc" class="shell-url">${shown}</a>` : `<a href="${escapeHtml(href)}" class="${mention ? 'shell-mention' : 'shell-topic'}">${shown}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

type Variant = 'feed' | 'page';

/**
 * The picture the app shows (a member without one has their initials drawn by the api, in a
 * colour of their own), over the initials: the avatar doesn't change when the app takes over.
 */
const avatar = ({ displayName, avatarUrl }: DrawnViewer) =>
  escapeHtml(initials(displayName)) + (avatarUrl ? `<img src="${escapeHtml(avatarUrl)}" alt="" width="40" height="40">` : '');

/** A post's card, or (embedded) the original inside a repost's. */
function drawPost(post: DrawnPost, variant: Variant, returnTo: string, now: number, embedded = false, member = false): string {
  const profileHref = (id: string) => `/profile/${encodeURIComponent(id).replace(/^%40/, '@')}?returnTo=${encodeURIComponent(returnTo)}`;
  const place = post.location?.ward?.displayName ?? post.location?.lga?.displayName ?? post.location?.state?.displayName;
  const below = [place, post.isEdited && 'Edited'].filter(Boolean).join(' · ');
  const name = escapeHtml(post.author.displayName);
  const profile = escapeHtml(profileHref(post.author.id));
  const postHref = `/post/${encodeURIComponent(post.id)}`;
  const created = new Date(post.createdAt);
  const repost = post.isRepost && !embedded;
  const head =
    `<div class="shell-head"><a class="shell-avatar${embedded ? ' shell-xs' : ''}" href="${profile}" tabindex="-1" aria-hidden="true">${avatar(post.author)}</a>` +
    `<div class="shell-who"><div class="shell-line"><a class="shell-name" href="${profile}"><span>${name}</span></a>` +
    (repost ? '<span class="shell-reposted"><svg aria-hidden="true"><use href="#shell-repost"/></svg> reposted</span>' : '') +
    (post.isPromoted && !embedded ? '<span class="shell-badge">Promoted</span>' : '') +
    `<span aria-hidden="true">·</span><a class="shell-time" href="${postHref}"><time datetime="${created.toISOString()}">${age(created, now)}</time></a></div>` +
    (below ? `<div class="shell-place">${escapeHtml(below)}</div>` : '') +
    // A member's ⋯ (PostCard's PostOptionsButton): on a post's page, not on the blowing feed.
    `</div>${member && variant === 'page' && !embedded ? '<span class="shell-x shell-options"><svg aria-hidden="true"><use href="#shell-more"/></svg></span>' : ''}</div>`;
  const text = post.isRepost ? (post.repostComment ?? '') : post.content;
  const cut = variant === 'feed' && text.length > FEED_TEXT_PREVIEW;
  const body =
    (text ? `<p class="shell-text">${linked(cut ? `${text.slice(0, FEED_TEXT_PREVIEW).trimEnd()}…` : text, profileHref)}${cut ? `<a class="shell-more" href="${postHref}">Show more</a>` : ''}</p>` : '') +
    (post.imageUrl ? '<div class="shell-media"></div>' : '');
  if (embedded) return `<div class="shell-embed">${head}${body}</div>`;
  const original = post.isRepost
    ? post.originalPost
      ? drawPost(post.originalPost, variant, returnTo, now, true)
      : '<div class="shell-embed"><p class="shell-gone">The original post is unavailable. It was deleted, or you can no longer see it.</p></div>'
    : '';
  // `data-tap`: a tap here before the app has started is replayed on the app's own button (takeover.ts, PostActions).
  const action = (icon: string, count: number | undefined, noun: string, extra = '') => {
    const n = count ?? 0;
    return `<span class="shell-act${extra}" data-tap="${noun}:${escapeHtml(post.id)}"><svg aria-hidden="true"><use href="#shell-${icon}"/></svg>${counts.format(n)}<span class="shell-sr"> ${noun}${n === 1 ? '' : 's'}</span></span>`;
  };
  const actions =
    `<div class="shell-actions"><span>${action('heart', post.likesCount, 'like', post.isLiked ? ' shell-liked' : '')}` +
    `${action('chat', post.commentsCount, 'comment')}${action('share', post.sharesCount, 'share')}</span>` +
    `<span class="shell-views"><svg aria-hidden="true"><use href="#shell-eye"/></svg>${counts.format(post.viewsCount ?? 0)}<span class="shell-sr">views</span></span></div>`;
  return `<article class="shell-card shell-post" aria-label="Post by ${name}">${head}${body}${original}${actions}</article>`;
}

interface DrawnOnboarding {
  quickStartHidden: boolean;
  quickStartSteps: { done: boolean }[];
}

/**
 * A member's cards above the feed (onboarding/LeftSidebar): Quick Start while it has steps to do,
 * and the first suggestion (the ones a member dismissed are known to their browser only).
 */
function memberSide(data: Record<string, unknown>, parts: ShellParts): string {
  const onboarding = (data.Onboarding as { onboarding?: DrawnOnboarding } | undefined)?.onboarding;
  const steps = onboarding?.quickStartSteps ?? [];
  const done = steps.filter((step) => step.done).length;
  const quickStart =
    onboarding && !onboarding.quickStartHidden && done < steps.length ? (parts.quickStart ?? '').replace('<!--progress-->', `${done} of ${steps.length} done`) : '';
  return `<div class="shell-stack shell-side">${quickStart}${parts.prompt ?? ''}</div>`;
}

/** Named parts of index.html the server may draw (`<!--shell:name-->…<!--/shell:name-->`). */
export type ShellParts = Record<string, string>;

/** Places of index.html the server draws into (`<!--name-->…<!--/name-->`), with what it drew. */
export type DrawnScreen = Partial<Record<'header-end' | 'first-screen' | 'page-style', string>>;

/**
 * Takes the named parts out of the page, to be drawn only where they belong, and the page's notes
 * for developers with them (comments other than the places drawn into): a phone downloads neither.
 */
export function takeShellParts(html: string): { html: string; parts: ShellParts } {
  const parts: ShellParts = {};
  const rest = html
    .replace(/<!--shell:(\w+)-->([\s\S]*?)<!--\/shell:\1-->/g, (_, name: string, part: string) => {
      parts[name] = part.trim();
      return '';
    })
    .replace(/\s*<template>\s*(<!--[\s\S]*?-->\s*)*<\/template>/, '')
    .replace(/\s*<!--(?!\/?(header-end|first-screen|page-style)-->)[\s\S]*?-->/g, '');
  return { html: rest, parts };
}

/** The dashboard's figures, and its challenges as GraphQL gives them (the type by its enum name). */
type DrawnDashboard = Pick<CivicDashboard, 'totalPoints' | 'level' | 'rank' | 'nextLevelPoints' | 'completedActivities' | 'currentStreak' | 'longestStreak'> & {
  activities: DrawnChallenge[];
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** One of the dashboard's four figures (dashboard/StatCards). */
const statCard = (label: string, icon: string, value: string, detail?: string) =>
  `<section class="shell-stat" aria-label="${label}"><span><svg aria-hidden="true"><use href="#shell-${icon}"/></svg><span>${label}</span></span>` +
  `<b>${escapeHtml(value)}</b>${detail ? `<small>${escapeHtml(detail)}</small>` : ''}</section>`;

/** A thin bar for a share of something, named for assistive technology (components/ProgressBar). */
const progressBar = (value: number, max: number, label: string) =>
  `<div class="shell-progress" role="progressbar" aria-label="${escapeHtml(label)}" aria-valuenow="${value}" aria-valuemin="0" aria-valuemax="${max}">` +
  `<i style="width:${max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0}%"></i></div>`;

interface DrawnChallenge {
  type: 'DISCUSSION' | 'POST' | 'CONNECT' | 'QUIZ';
  title: string;
  description: string;
  points: number;
  progress: number;
  maxProgress: number;
  deadline: string | Date;
  completed: boolean;
}

// Each challenge's button (dashboard/Challenges ACTIONS).
const CHALLENGE_ACTIONS: Record<DrawnChallenge['type'], [label: string, href: string]> = {
  DISCUSSION: ['Join Discussion', '/?tab=blowing'],
  POST: ['Complete', '/?tab=ward'],
  CONNECT: ['Complete', '/?tab=connect'],
  QUIZ: ['Complete', '/quiz'],
};
const weekdayDate = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' });

/** The active challenges (dashboard/Challenges): a deadline is the instant the week ends, shown as its last day. */
function drawChallenges(challenges: DrawnChallenge[]): string {
  const active = challenges.filter((challenge) => !challenge.completed);
  if (!active.length) return '<p class="shell-muted">All challenges completed!</p>';
  return active
    .map((c) => {
      const [label, href] = CHALLENGE_ACTIONS[c.type];
      const title = escapeHtml(c.title);
      return (
        `<article class="shell-challenge" aria-label="${title}"><div><b>${title}</b><span class="shell-tag">+${c.points} pts</span></div>` +
        `<p>${escapeHtml(c.description)}</p>${progressBar(c.progress, c.maxProgress, `${c.title} progress`)}` +
        `<div><small>${c.progress} of ${c.maxProgress} · Ends ${weekdayDate.format(new Date(new Date(c.deadline).getTime() - 1))}</small><a href="${href}">${label}</a></div></article>`
      );
    })
    .join('');
}

/** The dashboard's figures, its level's progress and the active challenges (dashboard/DashboardPage, StatCards). */
function drawDashboard(stats: DrawnDashboard, parts: ShellParts): string {
  const cards =
    statCard('Total Points', 'star', counts.format(stats.totalPoints)) +
    statCard('Level', 'trophy', String(stats.level), stats.rank) +
    statCard('Activities', 'pen', counts.format(stats.completedActivities), 'Actions counted') +
    statCard('Current Streak', 'flame', days(stats.currentStreak), `Longest: ${days(stats.longestStreak)}`);
  // The top level (no next one) shows a full bar.
  const into = stats.totalPoints % POINTS_PER_LEVEL;
  const words =
    stats.nextLevelPoints === null
      ? 'Top level reached'
      : `${counts.format(into)} / ${POINTS_PER_LEVEL} points · ${counts.format(stats.nextLevelPoints - stats.totalPoints)} to Level ${stats.level + 1}`;
  const level = `${progressBar(stats.nextLevelPoints === null ? POINTS_PER_LEVEL : into, POINTS_PER_LEVEL, 'Progress through this level')}<p>${words}</p>`;
  return (parts.dashboard ?? '')
    .replace('<!--stats-->', () => `<div class="shell-stats">${cards}</div>`)
    .replace('<!--level-->', () => level)
    .replace('<!--challenges-->', () => drawChallenges(stats.activities));
}

type ElectionStatus = 'ONGOING' | 'CONCLUDED' | 'UPCOMING';

interface DrawnPortal {
  elections: { id: string; name: string; status: ElectionStatus }[];
  electionSummary?: {
    election: { id: string; name: string; description: string; status: ElectionStatus; source: string; sourceNote?: string | null } | null;
    resultsUploaded: number;
    resultsVerified?: number | null;
    totalPollingUnits: number;
    uploadProgress: number;
    totalValidVotes: number;
    voterTurnout?: number | null;
    leadingParty?: string | null;
    lastUpdated?: string | Date | null;
  } | null;
}

// As the app words and colours an election's status (results/format.ts).
const STATUS: Record<ElectionStatus, [label: string, palette: string]> = { ONGOING: ['Ongoing', 'blue'], CONCLUDED: ['Concluded', 'green'], UPCOMING: ['Upcoming', 'gray'] };
const percent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n.toFixed(1)}%`);
const lagosDateTime = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Lagos' });

const figure = (label: string, value: string, detail?: string) =>
  `<section aria-label="${label}"><p>${label}</p><b>${escapeHtml(value)}</b>${detail ? `<p>${escapeHtml(detail)}</p>` : ''}</section>`;

/**
 * The portal's first screen (results/ResultsPage): the election's banner and four figures above
 * its tabs. Undefined for a replay, whose clock and colours are the app's to draw.
 */
function drawResults(portal: DrawnPortal, parts: ShellParts, now: number): string | undefined {
  const summary = portal.electionSummary;
  const election = summary?.election;
  if (election?.source === 'REPLAY') return undefined;
  let body = '';
  const chosen = portal.elections.find((e) => e.id === election?.id);
  if (portal.elections.length > 1) {
    const label = chosen ? `${chosen.name} · ${STATUS[chosen.status][0]}` : '';
    body += `<div class="shell-choose"><span class="shell-input shell-select">${escapeHtml(label)}<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m6 9 6 6 6-6"/></svg></span></div>`;
  }
  if (!summary || !election) {
    body += '<div class="shell-box shell-none"><p class="shell-muted">No election results available</p></div>';
  } else {
    const [status, palette] = STATUS[election.status];
    const declared = election.source === 'DECLARED';
    body +=
      `<div class="shell-box shell-banner"><div><h2>${escapeHtml(election.name)}</h2><span class="shell-tag shell-tag-${palette}">${status}</span>` +
      `${declared ? '<span class="shell-tag shell-tag-declared">INEC declared</span>' : ''}</div><p>${escapeHtml(election.description)}</p>` +
      `${election.sourceNote ? `<small>${escapeHtml(election.sourceNote)}</small>` : ''}</div>`;
    const verified = summary.resultsVerified;
    const updated = summary.lastUpdated ? new Date(summary.lastUpdated) : null;
    body +=
      '<div class="shell-figures">' +
      figure('Results Uploaded', counts.format(summary.resultsUploaded), `of ${counts.format(summary.totalPollingUnits)} units · ${percent(summary.uploadProgress)}`) +
      (verified === null || verified === undefined
        ? figure('Results Verified', '—', 'Not tracked for declared results')
        : figure('Results Verified', counts.format(verified), `${percent(summary.resultsUploaded ? (verified / summary.resultsUploaded) * 100 : 0)} of uploads`)) +
      figure('Total Valid Votes', counts.format(summary.totalValidVotes), summary.voterTurnout === null || summary.voterTurnout === undefined ? undefined : `Turnout ${percent(summary.voterTurnout)}`) +
      figure('Leading Party', summary.leadingParty ?? '—', !updated ? 'No results yet' : declared ? `Declared ${lagosDateTime.format(updated)}` : `Updated ${age(updated, now)}`) +
      '</div>';
  }
  return (parts.results ?? '').replace('<!--body-->', () => body);
}

/**
 * The first screen of sign-in and the lookup, the same for everyone they are drawn for, or of the
 * dashboard and the portal from their data, with the page's styles (a part of those the four share
 * and one of its own); undefined where the app's first frame is not known here: the page keeps its
 * placeholder.
 */
function drawPage(path: string, data: Record<string, unknown>, parts: ShellParts, now: number): DrawnScreen | undefined {
  const me = (data.Viewer as { me?: DrawnViewer | null } | undefined)?.me;
  const page = (name: string, html: string | undefined): DrawnScreen | undefined =>
    html === undefined ? undefined : { 'first-screen': html, 'page-style': `${parts.formStyle ?? ''}${parts[`${name}Style`] ?? ''}` };
  switch (path.replace(/\/$/, '').toLowerCase()) {
    // A member is sent on from sign-in.
    case '/login':
      return me === null ? page('login', parts.login) : undefined;
    // A member with a saved place starts from it: their picker's lists are the app's to load.
    case '/electoral-lookup': {
      const saved = (data.MyLocation as { me?: { state?: string | null } | null } | undefined)?.me?.state;
      const states = (data.States as { states?: unknown[] } | undefined)?.states;
      return !saved && states?.length ? page('lookup', parts.lookup) : undefined;
    }
    case '/results': {
      const portal = data.ResultsPortal as DrawnPortal | undefined;
      return me && portal ? page('results', drawResults(portal, parts, now)) : undefined;
    }
    case '/dashboard': {
      const stats = (data.CivicDashboard as { civicDashboard?: DrawnDashboard } | undefined)?.civicDashboard;
      return me && stats ? page('dashboard', drawDashboard(stats, parts)) : undefined;
    }
  }
  return undefined;
}

/**
 * The first screen for a route's embedded data: the header's end once the viewer is known (a
 * visitor's Sign In, a member's bell, Messages and avatar as the app draws them); sign-in, the lookup,
 * the dashboard and the results portal, with their styles; a post's page; the home page's feed
 * under the visitor's join card and tabs, or under the member's cards, tabs and composer. A page
 * without such data keeps the skeleton. `url` is the page's own (profile links return to it, as
 * the app's do).
 */
export function drawFirstScreen(data: Record<string, unknown>, parts: ShellParts, url: string, now = Date.now()): DrawnScreen {
  const drawn: DrawnScreen = {};
  const viewer = data.Viewer as { me?: DrawnViewer | null } | undefined;
  // The header's links, the page's own marked current, as the app's NavLink marks it.
  const path = url.split('?')[0];
  // A member's avatar is their own (the page is theirs alone: web.ts sends it `private, no-cache`).
  const me = viewer?.me;
  const end = me ? parts.memberEnd?.replace('<!--avatar-->', () => avatar(me)) : parts.signIn;
  if (viewer?.me !== undefined) drawn['header-end'] = end?.replace(`<a href="${path}">`, () => `<a href="${path}" aria-current="page">`);
  const icons = parts.icons ?? '';

  const page = drawPage(path, data, parts, now);
  if (page) return { ...drawn, ...page };
  const post = data.Post as { post?: DrawnPost | null } | undefined;
  if (post?.post) {
    const back = '<a class="shell-back" href="/"><svg aria-hidden="true"><use href="#shell-back"/></svg> Back to Feed</a>';
    const heading = `<h1 class="shell-sr">Post by ${escapeHtml(post.post.author.displayName)}</h1>`;
    drawn['first-screen'] = `${icons}<div class="shell-page shell-narrow">${back}${heading}${drawPost(post.post, 'page', url, now, false, Boolean(viewer?.me))}</div>`;
    drawn['page-style'] = parts.feedStyle;
    return drawn;
  }
  const feed = data.Feed as { feed?: { edges: { node: DrawnPost }[] } } | undefined;
  if (!feed?.feed?.edges.length || viewer?.me === undefined) return drawn;
  const posts = feed.feed.edges.slice(0, FIRST_POSTS).map(({ node }) => drawPost(node, 'feed', url, now)).join('');
  const composer = me ? (parts.composer ?? '').replace('<!--avatar-->', () => avatar(me)) : '';
  const side = me ? memberSide(data, parts) : parts.join;
  const tabs = me ? parts.memberTabs : parts.visitorTabs;
  drawn['first-screen'] =
    `${icons}<div class="shell-page shell-home">${side ?? ''}<div>${tabs ?? ''}<div class="shell-feed shell-stack">${parts.blowing ?? ''}${composer}${posts}</div></div></div>`;
  drawn['page-style'] = parts.feedStyle;
  return drawn;
}
