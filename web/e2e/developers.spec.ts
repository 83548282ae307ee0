import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectWithinWidth, member, shot } from './support';

test('a newsroom’s page on another origin reads results without an account, and a member’s cookie never comes along', async ({ browser, baseURL }) => {
  // A member is signed in on this site in the same browser.
  const ngozi = await member(browser, 'Ngozi');
  const page = ngozi.page;
  const api = `${baseURL}/graphql`;
  // The newsroom's dashboard, served from another origin (another site, as far as the browser is concerned).
  const newsroom = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Newsroom</title></head><body><h1>Newsroom</h1><pre id="out"></pre><script>
      const ask = (query, credentials) => fetch(${JSON.stringify(api)}, { method: 'POST', credentials,
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
        .then((r) => r.json()).then((b) => b.data, (e) => 'refused: ' + e.name);
      Promise.all([
        ask('{ electionSummary(type: PRESIDENTIAL) { totalValidVotes leadingParty } me { id } }', 'omit'),
        ask('{ me { id email } }', 'include'),
      ]).then(([anonymous, withCookie]) => { document.getElementById('out').textContent = JSON.stringify({ anonymous, withCookie }); });
    </script></body></html>`);
  });
  await new Promise<void>((resolve) => newsroom.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(newsroom.address() as AddressInfo).port}/`);
    await expect(page.locator('#out')).not.toBeEmpty();
    const out = JSON.parse((await page.locator('#out').textContent())!);
    // Read across origins without an account; a request with the member's cookie gets nothing back.
    expect(out.anonymous).toEqual({ electionSummary: { totalValidVotes: 24025940, leadingParty: 'APC' }, me: null });
    expect(out.withCookie).toBe('refused: TypeError');
  } finally {
    newsroom.close();
  }
});

test('the developers page documents the endpoint, schema, examples, limits and caching, readable on a phone', async ({ page, baseURL }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page).toHaveTitle(/Developers/);
  const endpoint = page.getByRole('region', { name: 'Endpoint' });
  await expect(endpoint.getByText(`${baseURL}/graphql`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Limits' })).toContainText('a minute per address');
  for (const example of ['curl example', 'graphql-ws example', 'persisted query example']) {
    await expectWithinWidth(page, page.getByLabel(example));
  }
  // The SDL it links to is the schema itself.
  const sdl = await page.request.get(`${baseURL}/api/schema.graphql`);
  expect(await sdl.text()).toContain('type Query');
  await shot(page, 'developers', 'page');
});
