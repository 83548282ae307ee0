import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentsQuery as CommentsResult, CreateCommentInput } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { CommentsQuery, CreateCommentMutation } from './comments/documents';
import { DeleteCommentMutation } from './comments/DeleteCommentDialog';
import { outboxItems } from '../offline/outbox';
import { LikePostMutation } from './documents';
import { PostQuery } from './PostPage';
import { RecordPostViewMutation } from './usePostView';
import { makePost } from './posts.fixtures';
import { serveViewerPowers } from '../auth/viewer.fixtures';

const author = { __typename: 'User', id: 'u3', displayName: 'Chidi Eze', handle: 'chidi', avatarUrl: '/avatars/u3.png' };

function comment(id: string, content: string, replies: object[] = []) {
  return {
    __typename: 'Comment',
    id,
    postId: 'p1',
    parentCommentId: null,
    content,
    likesCount: 0,
    repliesCount: replies.length,
    isLiked: false,
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    author,
    replies,
  };
}

function servePostPage(nodes = [comment('c1', 'Which road exactly?')], commentsCount = 1) {
  const sent: CreateCommentInput[] = [];
  const comments = {
    __typename: 'CommentConnection',
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    nodes,
  };
  const post = { ...makePost({ commentsCount }), isModerated: false, moderationReason: null };
  serveViewerPowers(ada.id); // members see Delete on their own comments, administrators on all
  server.use(
    graphql.query(PostQuery, () => HttpResponse.json({ data: { post } })),
    graphql.query(CommentsQuery, () => HttpResponse.json({ data: { comments } as CommentsResult })),
    graphql.mutation(CreateCommentMutation, ({ variables }) => {
      sent.push(variables.input);
      const createComment = {
        ...comment('c2', variables.input.content),
        author: { ...ada, __typename: 'User' },
        parentCommentId: variables.input.parentCommentId ? String(variables.input.parentCommentId) : null,
        replies: [],
      };
      return HttpResponse.json({ data: { createComment } });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('post page', () => {
  it('says Post Not Found, with the way back to the feed', async () => {
    server.use(
      graphql.query(PostQuery, () =>
        HttpResponse.json({ errors: [{ message: 'Post Not Found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    renderApp('/post/gone');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/');
  });

  it('refuses empty and too long comments in the spec’s words', async () => {
    const sent = servePostPage();
    const user = userEvent.setup();
    renderApp('/post/p1', { viewer: ada });

    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeVisible();

    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('1 characters over the limit')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment too long')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('replies from the bar at the bottom (phones): the target is chosen, cancelled, and the reply joins the thread, leaving the box empty', async () => {
    const sent = servePostPage();
    const user = userEvent.setup();
    renderApp('/post/p1', { viewer: ada });

    const thread = (await screen.findByText('Which road exactly?')).closest('li')!;
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Chidi Eze')).toBeVisible();
    await user.click(within(thread).getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText('Replying to Chidi Eze')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();

    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to Chidi Eze' }), 'Ikorodu Road, by the market');
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    expect(await within(thread).findByText('Ikorodu Road, by the market')).toBeVisible();
    expect(sent).toEqual([{ postId: 'p1', content: 'Ikorodu Road, by the market', parentCommentId: 'c1' }]);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
    expect(screen.getByRole('button', { name: '2 comments' })).toBeVisible();

    // The sent reply left no draft behind: its form closed in the same render that cleared it.
    await user.click(within(thread).getAllByRole('button', { name: 'Reply' })[0]);
    expect(screen.getByRole('textbox', { name: 'Reply to Chidi Eze' })).toHaveValue('');
  });

  it('lets the author delete their comment, with its reply, after confirming; the count drops by both', async () => {
    const reply = { ...comment('c2', 'Ikorodu Road, by the market'), parentCommentId: 'c1', replies: [] };
    const mine = { ...comment('c1', 'Which road exactly?', [reply]), author: { ...ada, __typename: 'User' } };
    servePostPage([mine, comment('c3', 'The one by the school')], 3);
    serveViewerPowers(ada.id);
    const deleted: string[] = [];
    server.use(
      graphql.mutation(DeleteCommentMutation, ({ variables }) => {
        deleted.push(String(variables.id));
        return HttpResponse.json({ data: { deleteComment: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/post/p1', { viewer: ada });

    expect(await screen.findByRole('button', { name: '3 comments' })).toBeVisible();
    await screen.findByText('The one by the school');
    // Only one's own comment offers Delete (the viewer is no administrator).
    expect(screen.getAllByRole('button', { name: /^Delete comment by/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete comment by Ada Obi',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete comment by Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('This comment and its reply will be removed for everyone. This cannot be undone.');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The comment and its replies have been removed.')).toBeVisible();
    expect(deleted).toEqual(['c1']);
    await waitFor(() => expect(screen.queryByText('Which road exactly?')).not.toBeInTheDocument());
    expect(screen.queryByText('Ikorodu Road, by the market')).not.toBeInTheDocument();
    expect(screen.getByText('The one by the school')).toBeVisible();
    expect(screen.getByRole('button', { name: '1 comment' })).toBeVisible();
  });

  it('lets an administrator delete anyone’s reply, and Cancel keeps it', async () => {
    const reply = { ...comment('c2', 'Spam spam spam'), parentCommentId: 'c1', replies: [] };
    servePostPage([comment('c1', 'Which road exactly?', [reply])], 2);
    serveViewerPowers(ada.id, { isAdmin: true, isSuperAdmin: false });
    server.use(graphql.mutation(DeleteCommentMutation, () => HttpResponse.json({ data: { deleteComment: true } })));
    const user = userEvent.setup();
    renderApp('/post/p1', { viewer: ada });

    const spam = (await screen.findByText('Spam spam spam')).closest('li')!;
    await user.click(within(spam).getByRole('button', { name: 'Delete comment by Chidi Eze' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Comment' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Spam spam spam')).toBeVisible();

    await user.click(within(spam).getByRole('button', { name: 'Delete comment by Chidi Eze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('This comment will be removed for everyone (Admin Delete).');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Spam spam spam')).not.toBeInTheDocument());
    expect(screen.getByText('Which road exactly?')).toBeVisible();
    expect(screen.getByRole('button', { name: '1 comment' })).toBeVisible();
  });

  it('keeps a comment and a like the api could not be reached for in the outbox, in order', async () => {
    servePostPage();
    server.use(
      graphql.mutation(CreateCommentMutation, () => HttpResponse.error()),
      graphql.mutation(LikePostMutation, () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderApp('/post/p1', { viewer: ada });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Seen the graders on Monday');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: '0 likes' }));
    await waitFor(() => expect(outboxItems()).toHaveLength(2));
    expect(screen.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
    expect(outboxItems()).toEqual([
      expect.objectContaining({ kind: 'comment', variables: { input: { postId: 'p1', content: 'Seen the graders on Monday', parentCommentId: null } } }),
      expect.objectContaining({ kind: 'like', label: 'Like a post', variables: { target: 'Post', id: 'p1', liked: true } }),
    ]);
    expect(screen.queryByText('Failed to post comment')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to comment', async () => {
    servePostPage();
    const user = userEvent.setup();
    renderApp('/post/p1');
    await user.click(await screen.findByRole('button', { name: 'Log in to comment' }));
    expect(await screen.findByText('Please log in to comment')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('counts a view once the post has been on screen for a second', async () => {
    servePostPage();
    const viewed: string[] = [];
    server.use(
      graphql.mutation(RecordPostViewMutation, ({ variables }) => {
        viewed.push(String(variables.id));
        const recordPostView = { __typename: 'ViewResult', newView: true, viewsCount: 4 };
        return HttpResponse.json({ data: { recordPostView } });
      }),
    );
    // jsdom has no layout: every observed element is reported fully on screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(element: Element) {
          const box = { height: 300 } as DOMRectReadOnly;
          const screen = { height: 740 } as DOMRectReadOnly;
          this.report([{ isIntersecting: true, target: element, boundingClientRect: box, intersectionRect: box, rootBounds: screen } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    renderApp('/post/p1');
    await screen.findByRole('article', { name: 'Post by Bola Ade' });
    expect(viewed).toEqual([]);
    await waitFor(() => expect(viewed).toEqual(['p1']));
    expect(await screen.findByText('4')).toBeVisible();
  });
});
