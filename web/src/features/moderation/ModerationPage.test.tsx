import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModerateInput, ReportGroupCard_GroupFragment } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { AdministratorsQuery, MemberForRoleQuery, ModerationQueueQuery, SetRoleMutation } from './documents';
import { ModerateMutation } from './ActionDialog';
import { ReverseModerationMutation } from './ModerationLog';
import { connection, makeAction, makeGroup, serveLog } from './moderation.fixtures';
import { serveViewerPowers } from '../auth/viewer.fixtures';

function serveQueue(groups: () => ReportGroupCard_GroupFragment[]) {
  const orders: (string | null | undefined)[] = [];
  server.use(
    graphql.query(ModerationQueueQuery, ({ variables }) => {
      orders.push(variables.order);
      const data = { moderationQueue: connection('ReportGroup', groups()) };
      return HttpResponse.json({ data });
    }),
  );
  return orders;
}

describe('moderation page', () => {
  it('turns away members who are not administrators', async () => {
    serveViewerPowers('admin-1');
    renderApp('/admin/moderation', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Queue' })).toBeNull();
  });

  it('shows reported content with its reports, hides it with a reason, and the item leaves the queue', async () => {
    serveViewerPowers('admin-1', { isAdmin: true });
    let open = [makeGroup()];
    const orders = serveQueue(() => open);
    const sent: ModerateInput[] = [];
    server.use(
      graphql.mutation(ModerateMutation, ({ variables }) => {
        sent.push(variables.input);
        open = [];
        return HttpResponse.json({ data: { moderate: makeAction() } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/moderation', { viewer: ada });

    const card = await screen.findByRole('article', { name: 'Post by Bola Ade' });
    expect(screen.queryByRole('tab', { name: 'Roles' })).toBeNull(); // super admins only
    expect(within(card).getByText('2 reports')).toBeVisible();
    expect(within(card).getByText('The election has moved to Monday, stay home on Saturday')).toBeVisible();
    expect(within(card).getByText('“INEC never said this”')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/post/p9');
    // Admins (not super admins) may not act against other admins; Bola is a member, so every action is offered.
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Hide', 'Remove', 'Warn', 'Suspend', 'Ban']);

    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide post' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide post' });
    expect(confirm).toBeDisabled(); // the member will read the reason: it is required
    await user.type(within(dialog).getByRole('textbox'), 'False claim about the election date');
    await user.click(confirm);

    await waitFor(() => expect(sent).toEqual([{ contentType: 'POST', contentId: 'p9', action: 'HIDE', reason: 'False claim about the election date', durationHours: null }]));
    expect(await screen.findByText('No open reports')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Most reported' }));
    await waitFor(() => expect(orders.at(-1)).toBe('MOST_REPORTED'));
  }, 30_000); // ~10 s alone: it types a reason key by key; a busy machine doubles that

  it('suspends for a chosen length, and shows the server’s refusal in the dialog', async () => {
    serveViewerPowers('admin-1', { isAdmin: true });
    serveQueue(() => [makeGroup()]);
    const sent: ModerateInput[] = [];
    server.use(
      graphql.mutation(ModerateMutation, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          errors: [{ message: 'Only super administrators can act against administrators', extensions: { code: 'FORBIDDEN' } }],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/moderation', { viewer: ada });
    await user.click(within(await screen.findByRole('article', { name: 'Post by Bola Ade' })).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend member' });
    await user.selectOptions(within(dialog).getByRole('combobox'), '3 days');
    await user.type(within(dialog).getByRole('textbox'), 'Spamming ward feeds');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await within(dialog).findByText('Only super administrators can act against administrators')).toBeVisible();
    expect(sent[0]).toMatchObject({ action: 'SUSPEND', durationHours: 72 });
  });

  it('lists the log with who, what and why; a super admin reverses with a reason', async () => {
    serveViewerPowers('admin-1', { isAdmin: true, isSuperAdmin: true });
    serveQueue(() => []);
    let reversed = false;
    serveLog([makeAction()]);
    const sent: { id: string | number; reason: string }[] = [];
    server.use(
      graphql.mutation(ReverseModerationMutation, ({ variables }) => {
        sent.push(variables);
        reversed = true;
        const reversedBy = { __typename: 'User' as const, id: 'u1', displayName: 'Ada Obi' };
        const data = {
          reverseModerationAction: makeAction({
            isActive: false,
            isReversible: false,
            reversedAt: '2026-11-20T10:00:00.000Z',
            reversalReason: variables.reason,
            reversedBy,
          }),
        };
        return HttpResponse.json({ data });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/moderation', { viewer: ada });
    await user.click(await screen.findByRole('tab', { name: 'Log' }));
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    expect(within(log).getByText(/hid a post by Bola Ade/)).toBeVisible();
    expect(within(log).getByText('False claim about the election date')).toBeVisible();
    await user.click(within(log).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse action' });
    await user.type(within(dialog).getByRole('textbox'), 'It was satire');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'a1', reason: 'It was satire' }]));
    expect(reversed).toBe(true);
    expect(await within(log).findByText(/Reversed by Ada Obi/)).toBeVisible();
  });

  it('lets a super admin find a member by handle and make them an admin', async () => {
    serveViewerPowers('admin-1', { isAdmin: true, isSuperAdmin: true });
    serveQueue(() => []);
    let role: 'USER' | 'ADMIN' = 'USER';
    const member = () => ({ __typename: 'User' as const, id: 'u5', displayName: 'Emeka Obi', handle: 'emeka', avatarUrl: '/avatars/u5.png', role });
    const sent: unknown[] = [];
    server.use(
      graphql.query(AdministratorsQuery, () => {
        const data = { administrators: role === 'ADMIN' ? [member()] : [] };
        return HttpResponse.json({ data });
      }),
      graphql.query(MemberForRoleQuery, () => HttpResponse.json({ data: { memberByHandle: member() } })),
      graphql.mutation(SetRoleMutation, ({ variables }) => {
        sent.push(variables);
        role = 'ADMIN';
        const data = { setRole: { __typename: 'User' as const, id: 'u5', role, isAdmin: true, isSuperAdmin: false } };
        return HttpResponse.json({ data });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/moderation', { viewer: ada });
    await user.click(await screen.findByRole('tab', { name: 'Roles' }));
    await user.type(screen.getByRole('textbox', { name: /Find a member by @handle/ }), '@emeka');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(sent).toEqual([{ userId: 'u5', role: 'ADMIN' }]));
    expect(await within(screen.getByRole('list', { name: 'Administrators' })).findByText('Emeka Obi')).toBeVisible();
  });
});
