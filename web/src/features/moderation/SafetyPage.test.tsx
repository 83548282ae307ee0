import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { MyReportsQuery, MyStandingQuery } from './documents';
import { connection } from './moderation.fixtures';

describe('reports and account status', () => {
  it('tells a suspended member until when, why their post was hidden, and what came of their reports', async () => {
    server.use(
      graphql.query(MyStandingQuery, () => {
        const data = {
            myStanding: {
              __typename: 'AccountStanding',
              suspendedUntil: '2026-11-28T13:00:00.000Z',
              actions: connection('ModerationAction', [
                    {
                      __typename: 'ModerationAction',
                      id: 'a1',
                      action: 'HIDE' as const,
                      contentType: 'POST' as const,
                      reason: 'False claim about the election date',
                      isActive: true,
                      createdAt: '2026-11-20T09:30:00.000Z',
                      expiresAt: null,
                      contentPreview: 'The election has moved to Monday',
                      postId: 'p9',
                    },
              ]),
            },
        };
        return HttpResponse.json({ data });
      }),
      graphql.query(MyReportsQuery, () => {
        const data = {
            myReports: connection('MyReport', [
                  {
                    __typename: 'MyReport',
                    id: 'r1',
                    contentType: 'COMMENT' as const,
                    contentId: 'c1',
                    reasonLabel: 'Harassment or bullying',
                    description: null,
                    outcome: 'ACTION_TAKEN' as const,
                    summary: 'A moderator removed this comment.',
                    contentPreview: 'You people from that ward are all thieves',
                    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
                    reviewedAt: new Date(Date.now() - 3600_000).toISOString(),
                  },
            ]),
        };
        return HttpResponse.json({ data });
      }),
    );
    renderApp('/safety', { viewer: ada });
    expect(await screen.findByText(/Your account is suspended until 28 Nov 2026, 14:00 \(Lagos time\)/)).toBeVisible();
    const decisions = screen.getByRole('list', { name: 'Moderator decisions' });
    expect(within(decisions).getByText('A moderator hid your post')).toBeVisible();
    expect(within(decisions).getByText('False claim about the election date')).toBeVisible();
    expect(within(decisions).getByRole('link', { name: 'See it' })).toHaveAttribute('href', '/post/p9');
    const reports = await screen.findByRole('list', { name: 'Your reports' });
    expect(within(reports).getByText('Action taken')).toBeVisible();
    expect(within(reports).getByText('A moderator removed this comment.')).toBeVisible();
    expect(within(reports).getByText('Reported 3h ago · reviewed 1h ago')).toBeVisible();
  });
});
