import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawFirstScreen, takeShellParts } from './first-screen.js';

// The page the web build starts from: the parts drawn here are its own.
const { html, parts } = takeShellParts(readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'));

const NOW = Date.parse('2027-01-15T12:00:00Z');
const post = (content: string, extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  // As the resolvers give it.
  createdAt: new Date('2027-01-15T09:30:00Z'),
  content,
  likesCount: 1234,
  commentsCount: 1,
  sharesCount: 0,
  viewsCount: 56,
  author: { id: 'u1', displayName: 'Bisi Adewale', avatarUrl: '/api/avatars/u1.svg' },
  location: { ward: null, lga: { displayName: 'Surulere' }, state: { displayName: 'Lagos' } },
  ...extra,
});
const feed = (...posts: ReturnType<typeof post>[]) => ({ feed: { edges: posts.map((node) => ({ node })) } });

describe('the first screen the server draws', () => {
  it('gives a visitor the Sign In link, the join card with its icons, the tabs as links and each post as the app draws it', () => {
    const drawn = drawFirstScreen({ Viewer: { me: null }, Feed: feed(post('PVC collection is open #PVC, ask @ada')) }, parts, '/', NOW);
    expect(drawn['header-end']).toContain('<a class="shell-signin" href="/api/login">Sign In</a>');
    // The wide screen's links, Home the current page.
    expect(drawn['header-end']).toContain('<a href="/" aria-current="page">Home</a>');
    const page = drawn['first-screen']!;
    // Join card: three icons drawn, not empty squares.
    expect(page.match(/<li><span><svg/g)).toHaveLength(3);
    // Tabs that work before the app runs, Blowing the current one.
    expect(page).toContain('<a href="/?tab=blowing" aria-current="page">Blowing</a>');
    expect(page).toContain('<a href="/?tab=results">Results</a>');
    // The card: its author's profile (returning here), age, place, counts, and linked topic and mention.
    expect(page).toContain('href="/profile/u1?returnTo=%2F"');
    expect(page).toContain('<time datetime="2027-01-15T09:30:00.000Z">2h ago</time>');
    expect(page).toContain('<div class="shell-place">Surulere</div>');
    expect(page).toContain('1,234<span class="shell-sr"> likes</span>');
    expect(page).toContain('1<span class="shell-sr"> comment</span>');
    expect(page).toContain('<a href="/topic/pvc" class="shell-topic">#PVC</a>');
    expect(page).toContain('<a href="/profile/@ada?returnTo=%2F" class="shell-mention">@ada</a>');
    // The icons the cards use come with them.
    expect(page).toContain('<symbol id="shell-heart"');
    expect(page).not.toContain('Create a post');
  });

  it('gives a member their bell, Messages and avatar, the member tabs and the composer with their picture', () => {
    const me = { displayName: 'Ngozi Eze', avatarUrl: '/api/avatars/u2.svg' };
    const onboarding = { quickStartHidden: false, quickStartSteps: [{ done: true }, { done: false }, { done: false }] };
    const drawn = drawFirstScreen({ Viewer: { me }, Feed: feed(post('Hello')), Onboarding: { onboarding } }, parts, '/', NOW);
    // The header's end as the app draws it: the bell (a link already), Messages, and their own avatar.
    expect(drawn['header-end']).toContain('<a class="shell-icon" href="/?tab=notifications" aria-label="Notifications">');
    expect(drawn['header-end']).toContain('<span class="shell-me" aria-hidden="true"><span>NE<img src="/api/avatars/u2.svg" alt="" width="40" height="40"></span></span>');
    expect(drawn['header-end']).not.toContain('Sign In');
    const page = drawn['first-screen']!;
    expect(page).not.toContain('Join the conversation');
    // Their Quick Start, while steps are left, and the first suggestion as a link.
    expect(page).toContain('<h2 id="quick-start-heading">Quick Start</h2><p>1 of 3 done</p>');
    expect(page).toContain('<a href="/?tab=connect">Connect with voters near you →</a>');
    expect(page).toContain('<a href="/?tab=followers">Following</a>');
    expect(page).toContain('aria-label="Notifications"');
    expect(page).toMatch(/aria-label="Create a post" data-tap="composer"><span class="shell-avatar" aria-hidden="true">NE<img src="\/api\/avatars\/u2.svg"/);
  });

  it('leaves Quick Start out once a member hid it or did every step', () => {
    const me = { displayName: 'Ngozi Eze' };
    for (const onboarding of [
      { quickStartHidden: true, quickStartSteps: [{ done: false }] },
      { quickStartHidden: false, quickStartSteps: [{ done: true }, { done: true }] },
    ]) {
      expect(drawFirstScreen({ Viewer: { me }, Feed: feed(post('Hello')), Onboarding: { onboarding } }, parts, '/', NOW)['first-screen']).not.toContain('Quick Start');
    }
  });

  it('cuts a long post in a feed behind a Show more link to the post, and shows it whole on its page with the way back', () => {
    const long = 'Queue update. '.repeat(60);
    const inFeed = drawFirstScreen({ Viewer: { me: null }, Feed: feed(post(long)) }, parts, '/', NOW)['first-screen']!;
    expect(inFeed).toContain('…<a class="shell-more" href="/post/p1">Show more</a>');
    const onPage = drawFirstScreen({ Viewer: { me: null }, Post: { post: post(long) } }, parts, '/post/p1', NOW)['first-screen']!;
    expect(onPage).toContain(long.trimEnd());
    expect(onPage).toContain('<a class="shell-back" href="/">');
    expect(onPage).not.toContain('Show more');
    // A visitor has no post menu; a member's ⋯ is in its place.
    expect(onPage).not.toContain('shell-options');
    expect(drawFirstScreen({ Viewer: { me: { displayName: 'Ngozi Eze' } }, Post: { post: post('Hi') } }, parts, '/post/p1', NOW)['first-screen']).toContain(
      '<use href="#shell-more"/>',
    );
  });

  it('keeps what members write as text', () => {
    const page = drawFirstScreen({ Viewer: { me: null }, Post: { post: post('<script>alert(1)</script> costs $& "quoted"') } }, parts, '/post/p1', NOW)['first-screen']!;
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; costs $&amp; &quot;quoted&quot;');
    expect(page).not.toContain('<script>');
  });

  it('draws a repost with its original inside, and says so when the original is gone', () => {
    const original = post('The original words', { id: 'p0', author: { id: 'u3', displayName: 'Tunde Bello', avatarUrl: null } });
    const repost = post('', { isRepost: true, repostComment: 'Worth reading', originalPost: original });
    const page = drawFirstScreen({ Viewer: { me: null }, Feed: feed(repost, post('', { isRepost: true, originalPost: null })) }, parts, '/', NOW)['first-screen']!;
    expect(page).toContain('reposted');
    expect(page).toMatch(/Worth reading<\/p><div class="shell-embed">.*TB<\/a>.*The original words/);
    expect(page).toContain('The original post is unavailable.');
  });

  it('sends a page without the parts and the notes meant for developers, with the places to draw into', () => {
    expect(html).not.toContain('<template>');
    expect(html).not.toContain('shell:join');
    expect(html).not.toMatch(/<!--\s+The shell/);
    expect(html).toContain('<!--header-end--><!--/header-end-->');
    expect(html).toMatch(/<!--first-screen-->.*role="status" aria-label="Loading".*<!--\/first-screen-->/);
  });

  it('keeps the skeleton where the page has no data to draw from, with the header still drawn', () => {
    expect(drawFirstScreen({ Viewer: { me: null } }, parts, '/watch?x=1', NOW)).toEqual({
      'header-end': parts.signIn!.replace('<a href="/watch">', '<a href="/watch" aria-current="page">'),
    });
    expect(drawFirstScreen({}, parts, '/', NOW)).toEqual({});
  });

  it('draws the sign-in form and the lookup for a visitor, the lookup for a member with no saved place, with their styles only', () => {
    const login = drawFirstScreen({ Viewer: { me: null } }, parts, '/login?returnTo=%2Fresults', NOW);
    expect(login['first-screen']).toContain('<h1>Sign in</h1>');
    // The inputs the app takes over, typed-in values and all (lib/drawnInputs.ts): in no form, so
    // Enter or a tap before the app arrives sends nothing anywhere.
    expect(login['first-screen']).toMatch(/<label for="shell-email">Email<\/label><input id="shell-email" type="email" autocomplete="email" data-drawn="email">/);
    expect(login['first-screen']).toContain('type="password" autocomplete="current-password" data-drawn="password"');
    expect(login['first-screen']).not.toContain('<form');
    expect(login['page-style']).toMatch(/^<style>[\s\S]*\.shell-raised/);
    // A member is sent on from sign-in: not drawn.
    expect(drawFirstScreen({ Viewer: { me: { displayName: 'Ngozi Eze' } } }, parts, '/login', NOW)['first-screen']).toBeUndefined();

    const states = { states: [{ code: '24', displayName: 'Lagos' }] };
    const lookup = drawFirstScreen({ Viewer: { me: null }, MyLocation: { me: null }, States: states }, parts, '/electoral-lookup', NOW);
    expect(lookup['first-screen']).toContain('<h1>Electoral lookup</h1>');
    expect(lookup['first-screen']).toContain('Choose a state first');
    // Nothing to type into or choose before the app arrives (what was typed would be lost): the
    // search and the state are drawn, the levels waiting for a state disabled, as in the app.
    expect(lookup['first-screen']!.match(/<(input|select)\b[^>]*>/g)).toEqual([
      '<select id="shell-lga" disabled>',
      '<input id="shell-ward" disabled placeholder="Choose a ward">',
      '<input id="shell-unit" disabled placeholder="Choose a polling unit">',
    ]);
    const newMember = { Viewer: { me: { displayName: 'Ngozi Eze' } }, MyLocation: { me: { id: 'u1', state: null } }, States: states };
    expect(drawFirstScreen(newMember, parts, '/electoral-lookup', NOW)['first-screen']).toBe(lookup['first-screen']);
    // A member's saved place, or no list of states: the app's first frame is not this one.
    const placed = { ...newMember, MyLocation: { me: { id: 'u1', state: '24' } } };
    expect(drawFirstScreen(placed, parts, '/electoral-lookup', NOW)['first-screen']).toBeUndefined();
    expect(drawFirstScreen({ Viewer: { me: null }, MyLocation: { me: null } }, parts, '/electoral-lookup', NOW)['first-screen']).toBeUndefined();
    // The feed's pages carry their own styles, not these.
    expect(drawFirstScreen({ Viewer: { me: null }, Feed: feed(post('Hello')) }, parts, '/', NOW)['page-style']).toBe(parts.feedStyle);
    expect(parts.feedStyle).toContain('.shell-post {');
    expect(parts.feedStyle).not.toContain('.shell-raised');
  });

  it('draws a member\'s dashboard figures and level progress as the app shows them', () => {
    const challenge = { type: 'DISCUSSION', title: 'Join 3 discussions', description: 'Comment on posts in your ward.', points: 30, progress: 1, maxProgress: 3, completed: false };
    // The week ends at Monday 00:00 in Lagos: its last day is the Sunday.
    const activities = [
      { ...challenge, deadline: '2027-01-17T23:00:00.000Z' },
      { ...challenge, title: 'Done already', completed: true, deadline: '2027-01-17T23:00:00.000Z' },
    ];
    const stats = { totalPoints: 1234, level: 4, rank: 'Civic Leader', nextLevelPoints: 1400, completedActivities: 1001, currentStreak: 1, longestStreak: 12, activities };
    const page = drawFirstScreen({ Viewer: { me: { displayName: 'Ngozi Eze' } }, CivicDashboard: { civicDashboard: stats } }, parts, '/dashboard', NOW)['first-screen']!;
    expect(page).toContain('<h1>Civic Dashboard</h1>');
    const figures = [...page.matchAll(/<section class="shell-stat" aria-label="([^"]+)">.*?<b>([^<]+)<\/b>(?:<small>([^<]+)<\/small>)?/g)].map((m) => m.slice(1));
    expect(figures).toEqual([
      ['Total Points', '1,234', undefined],
      ['Level', '4', 'Civic Leader'],
      ['Activities', '1,001', 'Actions counted'],
      ['Current Streak', '1 day', 'Longest: 12 days'],
    ]);
    // 1,234 points is 184 into level 4 (350 a level): 53% of the bar, 166 to go.
    expect(page).toContain('aria-valuenow="184" aria-valuemin="0" aria-valuemax="350"><i style="width:53%"></i></div><p>184 / 350 points · 166 to Level 5</p>');
    expect(page).toContain(
      '<article class="shell-challenge" aria-label="Join 3 discussions"><div><b>Join 3 discussions</b><span class="shell-tag">+30 pts</span></div><p>Comment on posts in your ward.</p>' +
        '<div class="shell-progress" role="progressbar" aria-label="Join 3 discussions progress" aria-valuenow="1" aria-valuemin="0" aria-valuemax="3"><i style="width:33%"></i></div>' +
        '<div><small>1 of 3 · Ends Sun, 17 Jan</small><a href="/?tab=blowing">Join Discussion</a></div></article>',
    );
    expect(page).not.toContain('Done already');
    const top = drawFirstScreen({ Viewer: { me: { displayName: 'Ngozi Eze' } }, CivicDashboard: { civicDashboard: { ...stats, nextLevelPoints: null } } }, parts, '/dashboard', NOW);
    expect(top['first-screen']).toContain('<i style="width:100%"></i></div><p>Top level reached</p>');
    const allDone = { ...stats, activities: activities.map((a) => ({ ...a, completed: true })) };
    expect(drawFirstScreen({ Viewer: { me: { displayName: 'Ngozi Eze' } }, CivicDashboard: { civicDashboard: allDone } }, parts, '/dashboard', NOW)['first-screen']).toContain(
      '<p class="shell-muted">All challenges completed!</p>',
    );
    // A visitor is asked to sign in by the app: not drawn.
    expect(drawFirstScreen({ Viewer: { me: null } }, parts, '/dashboard', NOW)['first-screen']).toBeUndefined();
  });

  it('draws the results portal\'s banner and four figures for a member, above its tabs', () => {
    const election = { id: 'e1', name: '2023 Presidential Election', description: 'President and Vice President.', status: 'CONCLUDED', source: 'DECLARED', sourceNote: 'INEC declared on 1 March 2023.' };
    const summary = { election, resultsUploaded: 176_000, resultsVerified: null, totalPollingUnits: 176_846, uploadProgress: 99.52, totalValidVotes: 24_025_940, voterTurnout: 27.1, leadingParty: 'APC', lastUpdated: '2023-03-01T03:00:00.000Z' };
    const elections = [{ id: 'e1', name: '2023 Presidential Election', status: 'CONCLUDED' }, { id: 'e2', name: '2027 Presidential Election', status: 'UPCOMING' }];
    const member = { Viewer: { me: { displayName: 'Ngozi Eze' } } };
    const page = drawFirstScreen({ ...member, ResultsPortal: { elections, electionSummary: summary } }, parts, '/results', NOW)['first-screen']!;
    expect(page).toContain('<h1>Election Results</h1>');
    // Two elections: the one shown is chosen in a select, as the app's.
    expect(page).toContain('<span class="shell-input shell-select">2023 Presidential Election · Concluded<svg');
    expect(page).toContain('<h2>2023 Presidential Election</h2><span class="shell-tag shell-tag-green">Concluded</span><span class="shell-tag shell-tag-declared">INEC declared</span>');
    const figures = [...page.matchAll(/<section aria-label="([^"]+)"><p>[^<]+<\/p><b>([^<]+)<\/b>(?:<p>([^<]+)<\/p>)?/g)].map((m) => m.slice(1));
    expect(figures).toEqual([
      ['Results Uploaded', '176,000', 'of 176,846 units · 99.5%'],
      ['Results Verified', '—', 'Not tracked for declared results'],
      ['Total Valid Votes', '24,025,940', 'Turnout 27.1%'],
      ['Leading Party', 'APC', 'Declared 1 Mar 2023, 04:00'],
    ]);
    expect(page.indexOf('Leading Party')).toBeLessThan(page.indexOf('Results Overview'));
    // No election yet: the app's own words; a replay's clock is the app's to draw.
    expect(drawFirstScreen({ ...member, ResultsPortal: { elections: [], electionSummary: null } }, parts, '/results', NOW)['first-screen']).toContain('No election results available');
    const replay = { ...summary, election: { ...election, source: 'REPLAY' } };
    expect(drawFirstScreen({ ...member, ResultsPortal: { elections, electionSummary: replay } }, parts, '/results', NOW)['first-screen']).toBeUndefined();
    expect(drawFirstScreen({ Viewer: { me: null }, ResultsPortal: { elections, electionSummary: summary } }, parts, '/results', NOW)['first-screen']).toBeUndefined();
  });
});
