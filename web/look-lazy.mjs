// A look at the visitor's lazy home (not committed): 360×740, Slow 4G, 4× CPU; before and after a tap; axe on the drawn page.
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = process.env.BASE ?? 'http://localhost:3261';
const out = '/tmp/lazy-look';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const api = await browser.newContext();
const gql = async (query, variables = {}) => {
  const r = await api.request.post(base + '/graphql', { data: { query, variables }, headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` } });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const email = `look.${Date.now()}@example.ng`;
await gql('mutation ($input: RegisterInput!) { register(input: $input) { email } }', { input: { email, password: 'looking-2027!', firstName: 'Halima', lastName: 'Bello' } });
await gql('mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password: 'looking-2027!' } });
for (const c of ['Polling unit 012 has moved to the primary school behind the market. Bring your PVC and come early. #Ilupeju', 'Who is going to the town hall on Saturday?', 'Collation starts at 9 at the LGA secretariat.'])
  await gql('mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c });

const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const requests = [];
page.on('requestfinished', async (r) => requests.push({ url: new URL(r.url()).pathname, type: r.resourceType(), bytes: (await r.sizes()).responseBodySize + (await r.sizes()).responseHeadersSize }));
const t0 = Date.now();
await page.goto(base + '/', { waitUntil: 'load' });
console.log('load event after', Date.now() - t0, 'ms');
await page.waitForLoadState('networkidle');
console.log('before tap:', requests.map((r) => `${r.type} ${r.url} ${r.bytes}`).join('\n  '));
await page.screenshot({ path: `${out}/visitor-home-before-tap.png` });
await page.screenshot({ path: `${out}/visitor-home-before-tap-full.png`, fullPage: true });
const axe = await new AxeBuilder({ page }).analyze();
console.log('axe on the drawn page:', axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}`), 'passes', axe.passes.length);
const n = requests.length;
const like = page.getByRole('article').first().getByText(/^\d+ likes?$/);
const t1 = Date.now();
await like.tap();
await page.getByText('Please log in to like posts').waitFor({ timeout: 60000 });
console.log('tap to sign-in prompt', Date.now() - t1, 'ms');
await page.screenshot({ path: `${out}/visitor-home-after-tap.png` });
await page.waitForLoadState('networkidle');
console.log('after tap:', requests.slice(n).filter((r) => r.type === 'script').length, 'scripts', requests.slice(n).reduce((s, r) => s + r.bytes, 0), 'bytes; url', page.url());
// The home after a neutral touch (the app's own home).
const page2 = await context.newPage();
await page2.goto(base + '/');
await page2.getByRole('main').tap({ position: { x: 1, y: 1 } });
await page2.getByRole('tab', { name: 'Blowing' }).waitFor({ timeout: 60000 });
await page2.screenshot({ path: `${out}/visitor-home-app.png` });
await browser.close();
