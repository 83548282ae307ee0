import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportInput } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { makeProfile, serveProfile } from '../people/people.fixtures';
import { ReportContentMutation, ReportReasonsQuery } from './ReportDialog';

describe('reporting a profile', () => {
  it('sends the member, the reason chosen and the details, and says where the outcome will be', async () => {
    serveProfile(makeProfile());
    const sent: ReportInput[] = [];
    server.use(
      graphql.query(ReportReasonsQuery, () => {
        const data = { reportReasons: [{ __typename: 'ReportReason' as const, value: 'impersonation', label: 'Impersonation' }] };
        return HttpResponse.json({ data });
      }),
      graphql.mutation(ReportContentMutation, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { reportContent: true } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'More actions for Bola Ade' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report Bola Ade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Profile' });
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Impersonation');
    await user.type(within(dialog).getByRole('textbox'), 'Claims to be the INEC REC for Lagos');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(sent).toEqual([{ contentType: 'user', contentId: 'u2', reason: 'impersonation', description: 'Claims to be the INEC REC for Lagos' }]),
    );
    expect(await screen.findByText(/Our moderators will review this profile. See what they decide under Reports & Account Status./)).toBeVisible();
  });
});
