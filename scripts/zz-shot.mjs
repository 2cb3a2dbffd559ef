import { chromium } from 'playwright-core';
const [,, url, persona, out, width = '1280', inspector = ''] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(width), height: 800 } });
const p = await ctx.newPage();
if (persona !== '-') await p.request.post('http://127.0.0.1:4600/sandbox/session', { data: { persona } });
await p.goto(`http://127.0.0.1:4600${url}`);
await p.waitForTimeout(3000);
if (inspector) { await p.keyboard.press('Alt+Shift+KeyQ'); await p.waitForTimeout(1500); }
await p.screenshot({ path: out });
await b.close();
