import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreatePostInput } from '../../../gql/graphql';
import { ada, renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { CreatePostMutation } from '../documents';
import { asAuthor, feedOf, makePost, serveFeed } from '../posts.fixtures';
import { serveViewerPowers } from '../../auth/viewer.fixtures';

function serveComposer() {
  const sent: CreatePostInput[] = [];
  serveViewerPowers(ada.id);
  server.use(
    graphql.mutation(CreatePostMutation, ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({ data: { createPost: makePost({ id: 'new', content: variables.input.content, author: asAuthor(ada) }) } });
    }),
  );
  return sent;
}

async function openComposer() {
  const user = userEvent.setup();
  renderApp('/?tab=ward', { viewer: ada });
  await user.click(await screen.findByRole('button', { name: 'What’s happening in your area?' }));
  return { user, textbox: await screen.findByRole('textbox', { name: 'Post text' }) };
}

describe('post composer', () => {
  it('counts towards 5,000, yellow past 4,000 and red past 4,500', async () => {
    serveFeed(feedOf([], { place: 'Ilupeju' }));
    serveComposer();
    const { user, textbox } = await openComposer();

    await user.paste('a'.repeat(4000));
    expect(screen.getByText('4,000/5,000')).toHaveAttribute('data-level', 'normal');
    await user.type(textbox, 'b');
    expect(screen.getByText('4,001/5,000')).toHaveAttribute('data-level', 'warning');
    await user.paste('c'.repeat(500));
    expect(screen.getByText('4,501/5,000')).toHaveAttribute('data-level', 'danger');
  });

  it('posts on Ctrl+Enter, then clears and closes, and the feed shows the post', async () => {
    let posted = false;
    serveFeed(() => feedOf(posted ? [makePost({ id: 'new', content: 'Town hall meeting on Saturday' })] : [], { place: 'Ilupeju' }));
    const sent = serveComposer();
    const { user, textbox } = await openComposer();
    expect(await screen.findByText('Be the first to post in Ilupeju.')).toBeVisible();

    await user.type(textbox, '  Town hall meeting on Saturday ');
    posted = true;
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Your post is live.')).toBeVisible();
    expect(sent).toEqual([{ content: 'Town hall meeting on Saturday' }]);
    expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Post by Bola Ade' })).toHaveTextContent('Town hall meeting on Saturday');
  });

  it('refuses a blank post', async () => {
    serveFeed(feedOf([], { place: 'Ilupeju' }));
    const sent = serveComposer();
    const { user, textbox } = await openComposer();

    await user.type(textbox, '   ');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Write something before posting.')).toBeVisible();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('says Session Issue when the server has signed the member out', async () => {
    serveFeed(feedOf([], { place: 'Ilupeju' }));
    serveComposer();
    server.use(
      graphql.mutation(CreatePostMutation, () =>
        HttpResponse.json({ errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const { user, textbox } = await openComposer();
    await user.type(textbox, 'Hello ward');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Session Issue')).toBeVisible();
    expect(screen.getByText('Please try again or refresh the page')).toBeVisible();
    await waitFor(() => expect(textbox).toHaveValue('Hello ward'));
  });
});
