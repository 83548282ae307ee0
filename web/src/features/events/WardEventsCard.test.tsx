import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const DAY = 86_400_000;

function event(id: string, title: string, inDays: number, createdById = 'u9') {
  return {
    __typename: 'WardEvent',
    id,
    title,
    description: null,
    location: 'Ward secretariat',
    dateTime: new Date(Date.now() + inDays * DAY).toISOString(),
    ward: '24/16/05',
    createdBy: { __typename: 'User', id: createdById, displayName: createdById === ada.id ? 'Ada Obi' : 'Kemi Bello' },
  };
}

function serveWard(events: ReturnType<typeof event>[]) {
  const created: unknown[] = [];
  server.use(
    graphql.query('MyWard', () =>
      HttpResponse.json({
        data: {
          me: {
            __typename: 'User',
            id: ada.id,
            isAdmin: false,
            location: { __typename: 'ElectoralLocation', ward: { __typename: 'Ward', fullCode: '24/16/05', displayName: 'Ilupeju' } },
          },
        },
      }),
    ),
    graphql.query('UpcomingEvents', () =>
      HttpResponse.json({
        data: {
          upcomingEvents: {
            __typename: 'WardEventConnection',
            edges: events.map((node) => ({ __typename: 'WardEventEdge', node })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      }),
    ),
    graphql.mutation('CreateWardEvent', ({ variables }) => {
      created.push(variables.input);
      const added = event('e9', variables.input.title, 3, ada.id);
      events.push(added);
      return HttpResponse.json({ data: { createWardEvent: added } });
    }),
  );
  return created;
}

describe('ward events', () => {
  it("lists the ward's upcoming events on the ward tab and adds one", async () => {
    const created = serveWard([event('e1', 'Town hall with the councillor', 2)]);
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    // The first render loads the home page's and the card's code: give it time.
    const card = await screen.findByRole('region', { name: 'Events in Ilupeju' }, { timeout: 10_000 });
    expect(await within(card).findByText('Town hall with the councillor')).toBeVisible();
    expect(within(card).getByText('Added by Kemi Bello')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add event' }));
    const form = within(card).getByRole('form', { name: 'Add an event' });
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    expect(within(form).getByText('Title is required')).toBeVisible();
    expect(within(form).getByText('Choose a date and time')).toBeVisible();
    expect(created).toEqual([]);

    await user.type(within(form).getByLabelText(/Title/), 'PVC collection drive');
    await user.type(within(form).getByLabelText(/Location/), 'St. Mary’s school');
    const when = new Date(Date.now() + 3 * DAY);
    const local = new Date(when.getTime() - when.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(within(form).getByLabelText(/Date and time/), local);
    await user.click(within(form).getByRole('button', { name: 'Add event' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ title: 'PVC collection drive', location: 'St. Mary’s school', description: null });
    expect(await within(card).findByText('PVC collection drive')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Remove PVC collection drive' })).toBeVisible();
  });

  it('asks a member without a ward to add one', async () => {
    renderApp('/?tab=ward', { viewer: ada });
    const card = await screen.findByRole('region', { name: 'Events in your ward' });
    expect(within(card).getByRole('link', { name: 'Add your ward' })).toHaveAttribute('href', '/profile/settings');
  });
});
