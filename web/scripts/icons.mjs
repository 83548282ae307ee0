// Draws the app's icons (web/public/icons) from the logo in favicon.svg, in the system Chromium:
// the sizes Android asks of an installed web app, a maskable one (the logo inside the safe zone
// on the brand green) and Apple's touch icon. Run again after changing the logo:
//   node scripts/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();

async function draw(name, size, { maskable = false } = {}) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon's logo fills the central 80% circle; Android crops the rest to its shape.
  const logo = maskable ? `<div style="width:${size * 0.62}px;height:${size * 0.62}px">${svg}</div>` : svg;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#008751' : 'transparent'}">
       <style>svg{width:100%;height:100%;display:block}</style>${maskable ? logo : `<div style="width:${size}px;height:${size}px">${logo}</div>`}
     </body>`,
  );
  writeFileSync(out(name), await page.screenshot({ omitBackground: !maskable, type: 'png' }));
}

for (const size of [48, 72, 96, 144, 192, 512]) await draw(`icon-${size}.png`, size);
await draw('maskable-192.png', 192, { maskable: true });
await draw('maskable-512.png', 512, { maskable: true });
await draw('apple-touch-icon.png', 180, { maskable: true });
await browser.close();
