import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { feedOf, makePost, serveFeed } from '../posts.fixtures';

describe('home feeds', () => {
  it('show the spec’s empty state for each feed', async () => {
    serveFeed((kind) => feedOf([], { place: kind === 'WARD' ? 'Ilupeju' : kind === 'LGA' ? 'Mushin' : null }));

    const { unmount } = renderApp('/?tab=blowing', { viewer: ada });
    expect(await screen.findByText('No trending posts yet. Engage with posts to see them here!')).toBeVisible();
    unmount();

    const following = renderApp('/?tab=followers', { viewer: ada });
    expect(await screen.findByText('Follow some people to see their posts in your timeline.')).toBeVisible();
    following.unmount();

    renderApp('/?tab=lga', { viewer: ada });
    expect(await screen.findByText('Be the first to post in Mushin.')).toBeVisible();
  });

  it('asks for the missing level of the member’s location, with a link to settings', async () => {
    serveFeed(feedOf([], { needsLocation: true }));
    renderApp('/?tab=state', { viewer: ada });

    const notice = await screen.findByRole('region', { name: 'State Information Required' });
    expect(notice).toHaveTextContent('Please update your state information to see posts from your state.');
    expect(within(notice).getByRole('link', { name: 'Update your location' })).toHaveAttribute('href', '/profile/settings');
  });

  it('puts an advert after every fifth post and one at the end, and no post menu on Blowing', async () => {
    const posts = Array.from({ length: 6 }, (_, i) => makePost({ id: `p${i}`, content: `Post number ${i}` }));
    serveFeed(feedOf(posts));
    renderApp('/?tab=blowing', { viewer: ada });

    const articles = await screen.findAllByRole('article', { name: /^Post by/ });
    expect(articles).toHaveLength(6); // prompt cards are articles too
    const adverts = screen.getAllByRole('complementary');
    expect(adverts).toHaveLength(2);
    // The middle advert sits between the fifth and sixth posts.
    expect(articles[4].compareDocumentPosition(adverts[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(adverts[0].compareDocumentPosition(articles[5]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post options' })).not.toBeInTheDocument();
  });

  it('does not end a feed with the same advert twice, one under the other', async () => {
    const posts = Array.from({ length: 10 }, (_, i) => makePost({ id: `p${i}`, content: `Post number ${i}` }));
    serveFeed(feedOf(posts));
    renderApp('/?tab=blowing', { viewer: ada });

    expect(await screen.findAllByRole('article', { name: /^Post by/ })).toHaveLength(10);
    const titles = screen.getAllByRole('complementary').map((advert) => within(advert).getByRole('heading').textContent);
    expect(titles).toHaveLength(2);
    expect(new Set(titles).size).toBe(2);
  });

  it('shows visitors the blowing feed with mentions linked to profiles and topics to their feeds, and no composer', async () => {
    serveFeed(feedOf([makePost()]));
    renderApp('/');

    const post = await screen.findByRole('article', { name: 'Post by Bola Ade' });
    expect(within(post).getByRole('link', { name: '#Ilupeju' })).toHaveAttribute('href', '/topic/ilupeju');
    expect(within(post).getByRole('link', { name: '@councillor' })).toHaveAttribute('href', '/profile/@councillor?returnTo=%2F');
    expect(within(post).getByText('Ilupeju')).toBeVisible();
    expect(within(post).getByRole('link', { name: '5m ago' })).toHaveAttribute('href', '/post/p1');
    expect(within(post).getByRole('link', { name: 'Bola Ade' })).toHaveAttribute('href', '/profile/u2?returnTo=%2F');
    expect(screen.queryByRole('region', { name: 'Create a post' })).not.toBeInTheDocument();
  });

  it('opens a topic’s feed from the tag, asking the server for that topic', async () => {
    const asked: unknown[] = [];
    serveFeed((kind) => feedOf(kind === 'TOPIC' ? [makePost({ id: 'p-topic', content: 'Turnout matters #Ilupeju' })] : [makePost()]));
    server.events.on('request:start', async ({ request }) => {
      const body = await request.clone().json().catch(() => null);
      if (body?.operationName === 'Feed') asked.push(body.variables);
    });
    const user = userEvent.setup();
    renderApp('/');

    const post = await screen.findByRole('article', { name: 'Post by Bola Ade' });
    await user.click(within(post).getByRole('link', { name: '#Ilupeju' }));
    expect(await screen.findByRole('heading', { level: 1, name: '#ilupeju' })).toBeVisible();
    expect(await screen.findByText('Turnout matters')).toBeVisible();
    expect(asked).toContainEqual(expect.objectContaining({ kind: 'TOPIC', place: 'ilupeju' }));
    server.events.removeAllListeners();
  });
});
