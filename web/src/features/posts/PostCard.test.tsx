import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareTarget } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { setDataSaver } from './dataSaver';
import { LikePostMutation, UnlikePostMutation } from './documents';
import { SharePostMutation } from './dialogs/ShareDialog';
import { asAuthor, feedOf, makePost, menuItems, serveFeed } from './posts.fixtures';
import { serveViewerPowers } from '../auth/viewer.fixtures';

async function findPost() {
  return screen.findByRole('article', { name: 'Post by Bola Ade' });
}

describe('post card', () => {
  it('shows a feed picture as its 640 px copy in a box of known size, and with data saver only when tapped', async () => {
    serveFeed(feedOf([makePost({ imageUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUvWx.webp' })]));
    const user = userEvent.setup();
    const first = renderApp('/?tab=ward', { viewer: ada });
    const picture = within(await findPost()).getByRole('img', { name: 'Image shared by Bola Ade' });
    expect(picture).toHaveAttribute('src', '/uploads/AbCdEfGhIjKlMnOpQrStUvWx.webp?w=640');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
    expect(picture).toHaveAttribute('loading', 'lazy');
    first.unmount();

    setDataSaver(true);
    try {
      renderApp('/?tab=ward', { viewer: ada });
      const post = await findPost();
      expect(within(post).queryByRole('img', { name: 'Image shared by Bola Ade' })).not.toBeInTheDocument();
      await user.click(within(post).getByRole('button', { name: "Load Bola Ade's image (data saver is on)" }));
      expect(within(post).getByRole('img', { name: 'Image shared by Bola Ade' })).toHaveAttribute(
        'src',
        '/uploads/AbCdEfGhIjKlMnOpQrStUvWx.webp?w=640',
      );
    } finally {
      setDataSaver(false);
    }
  });

  it('likes at once, then takes the server’s count; unliking that fails rolls back', async () => {
    serveFeed(feedOf([makePost({ likesCount: 4 })]));
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.mutation(LikePostMutation, async () => {
        await answered;
        const likePost = { __typename: 'LikeResult', liked: true, likesCount: 7 };
        return HttpResponse.json({ data: { likePost } });
      }),
      graphql.mutation(UnlikePostMutation, async () => {
        await delay(50);
        return HttpResponse.json({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });
    const post = await findPost();

    await user.click(within(post).getByRole('button', { name: '4 likes' }));
    // Before the server answers: liked, one more.
    expect(within(post).getByRole('button', { name: '5 likes' })).toHaveAttribute('aria-pressed', 'true');
    release();
    // Others liked it meanwhile: the server's exact count wins.
    expect(await within(post).findByRole('button', { name: '7 likes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(post).getByRole('button', { name: '7 likes' }));
    expect(within(post).getByRole('button', { name: '6 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Failed to like post')).toBeVisible();
    expect(within(post).getByRole('button', { name: '7 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a visitor who likes to sign in, with the spec’s words', async () => {
    serveFeed(feedOf([makePost()]));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(within(await findPost()).getByRole('button', { name: '0 likes' }));

    expect(await screen.findByText('Login Required')).toBeVisible();
    expect(screen.getByText('Please log in to like posts')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('copies the post link from the share dialog and counts the share (visitors too)', async () => {
    serveFeed(feedOf([makePost({ id: 'p9', sharesCount: 2 })]));
    const shares: { id: string | number; target: ShareTarget }[] = [];
    server.use(
      graphql.mutation(SharePostMutation, ({ variables }) => {
        shares.push(variables);
        const sharePost = { __typename: 'Post', id: String(variables.id), sharesCount: 3 };
        return HttpResponse.json({ data: { sharePost } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const post = await findPost();
    await user.click(within(post).getByRole('button', { name: '2 shares' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Post' });
    for (const network of ['X', 'Facebook', 'WhatsApp', 'Telegram']) {
      expect(within(dialog).getByRole('button', { name: network })).toBeVisible();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));

    expect(await screen.findByText('Link Copied')).toBeVisible();
    expect(screen.getByText('Post link copied to clipboard!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('https://civic.example.ng/post/p9');
    await waitFor(() => expect(shares).toEqual([{ id: 'p9', target: 'COPY_LINK' }]));
    expect(await within(post).findByRole('button', { name: '3 shares' })).toBeVisible();
  });

  it('offers edit and delete on one’s own post', async () => {
    serveFeed(feedOf([makePost({ id: 'mine', content: 'My own post', author: asAuthor(ada) })]));
    serveViewerPowers(ada.id);
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    await user.click(within(await screen.findByRole('article', { name: 'Post by Ada Obi' })).getByRole('button', { name: 'Post options' }));
    await waitFor(() => expect(menuItems()).toEqual(['Edit', 'Promote Post', 'Delete']));
  });
});
