import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

function serveSettings(overrides: Record<string, unknown> = {}) {
  server.use(
    // By name, untyped: the answer carries __typename, as the server sends it.
    graphql.query('PublicApi', () =>
      HttpResponse.json({
        data: {
          publicApi: {
            __typename: 'PublicApi',
            introspection: true,
            liveTickMs: 1000,
            anonymousRequestsPerMinute: 600,
            anonymousSocketsPerAddress: 100,
            maxDepth: 10,
            maxAliases: 15,
            maxCost: 20000,
            cacheSeconds: { __typename: 'PublicCacheSeconds', liveResults: 5, lists: 60, geography: 3600 },
            ...overrides,
          },
        },
      }),
    ),
  );
}

describe('developers page', () => {
  it("shows a visitor this server's endpoint, schema, examples, limits and caching", async () => {
    serveSettings();
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    const endpoint = `${window.location.origin}/graphql`;
    const endpointCard = screen.getByRole('region', { name: 'Endpoint' });
    expect(within(endpointCard).getByText(endpoint)).toBeVisible();
    expect(within(endpointCard).getByText(endpoint.replace(/^http/, 'ws'))).toBeVisible();
    expect(within(endpointCard).getByRole('link', { name: 'Download schema.graphql' })).toHaveAttribute('href', '/api/schema.graphql');
    expect(within(endpointCard).getByRole('link', { name: /Open in Apollo Sandbox/ })).toHaveAttribute(
      'href',
      `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(endpoint)}`,
    );
    expect(screen.getByLabelText('curl example')).toHaveTextContent(`curl -G '${endpoint}'`);
    expect(screen.getByLabelText('graphql-ws example')).toHaveTextContent('resultsUpdated(type: $type)');
    const limits = screen.getByRole('region', { name: 'Limits' });
    expect(await within(limits).findByText('600 a minute per address (then 429 with Retry-After)')).toBeVisible();
    expect(within(limits).getByText('depth 10, 15 aliases, cost 20,000')).toBeVisible();
    const caching = screen.getByRole('region', { name: 'Caching' });
    expect(within(caching).getByText('5 seconds')).toBeVisible();
    expect(within(caching).getByText('3,600 seconds')).toBeVisible();
  });

  it('says so when this server publishes no schema', async () => {
    serveSettings({ introspection: false });
    renderApp('/developers');
    expect(await screen.findByText('Not published on this server')).toBeVisible();
    expect(screen.getByText('Introspection is off on this server')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download schema.graphql' })).toBeNull();
  });
});
