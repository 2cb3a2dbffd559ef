import type { CDPSession, Page } from '@playwright/test';
import { fontStacks } from '../design-system/src/theme/fontStacks';
import { expect, signIn, test } from './fixtures';
import { openToTheEnd } from './openToTheEnd';
import { personaFor, sitePages } from './sitePages';

/**
 * A character that none of the faces its font stack names can draw sends the browser through every face of
 * the stack, loading each installed one to look for it, and then to the system's own fallback: a "▾" in the
 * signed-in header laid the page out for 34–37 ms here the first time (12 faces loaded), after the first
 * paint, in the task that drew the session's answer. Every character the site draws must come from a face its
 * stack names (design-system/src/theme/fontStacks.ts), or from what `system-ui` and `monospace` are here.
 */
const namedFaces = new Set(
  Object.values(fontStacks)
    .flatMap((stack) => stack.split(','))
    .map((family) => family.trim().replace(/^"|"$/g, '')),
);

const elementNode = 1;
const textNode = 3;

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  pseudoElements?: DomNode[];
  shadowRoots?: DomNode[];
}

/** The face each generic family is on this machine: a probe drawn with it alone. */
async function genericFaces(page: Page, devtools: CDPSession) {
  await page.evaluate(() => {
    for (const generic of ['system-ui', 'monospace']) {
      const probe = document.createElement('span');
      probe.dataset.fontProbe = generic;
      probe.style.fontFamily = generic;
      probe.textContent = 'Aa1';
      document.body.append(probe);
    }
  });
  const { root } = await devtools.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await devtools.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const faces = await Promise.all(
    nodeIds.map(async (nodeId) => (await devtools.send('CSS.getPlatformFontsForNode', { nodeId })).fonts),
  );
  await page.evaluate(() =>
    document.querySelectorAll('[data-font-probe]').forEach((probe) => probe.remove()),
  );
  return faces.flat().map((font) => font.familyName);
}

/** Each face the page draws text with that its stacks do not name, with the texts it draws. */
async function unnamedFaces(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const allowed = new Set([...namedFaces, ...(await genericFaces(page, devtools))]);
  const { root } = (await devtools.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const drawing: DomNode[] = [];
  const visit = (node: DomNode) => {
    const text = node.children?.some((child) => child.nodeType === textNode && child.nodeValue.trim());
    if (node.nodeType === elementNode && (text || node.nodeName.startsWith('::'))) drawing.push(node);
    [...(node.children ?? []), ...(node.pseudoElements ?? []), ...(node.shadowRoots ?? [])].forEach(visit);
  };
  visit(root);
  const found = new Map<string, string[]>();
  for (const node of drawing) {
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
    for (const { familyName } of fonts) {
      if (allowed.has(familyName)) continue;
      const text = node.children?.find((child) => child.nodeType === textNode)?.nodeValue.trim();
      found.set(familyName, [...(found.get(familyName) ?? []), `${node.nodeName} “${text ?? ''}”`]);
    }
  }
  await devtools.detach();
  return Object.fromEntries(found);
}

/** Scrolled to its end, and the renders of the last answers done. */
async function drawnToTheEnd(page: Page, path: string) {
  await openToTheEnd(page, path);
  await page.waitForTimeout(300);
}

for (const sitePage of sitePages) {
  test(
    `${sitePage.path} draws every character with a face its font stack names`,
    { tag: '@desktop' },
    async ({ page }) => {
      await signIn(page, personaFor(sitePage.audience));
      await drawnToTheEnd(page, sitePage.path);
      expect(await unnamedFaces(page)).toEqual({});
    },
  );
}

test(
  'the Japan account menu draws with a face its font stack names',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page, 'jp-client');
    await drawnToTheEnd(page, '/doo-trader?lang=jp');
    await expect(page.getByRole('button', { name: /アカウント|Account/ })).toBeVisible();
    expect(await unnamedFaces(page)).toEqual({});
  },
);

for (const lang of ['ae', 'ug', 'th', 'hi']) {
  test(
    `the race page in ${lang} draws with faces its font stack names`,
    { tag: '@desktop' },
    async ({ page }) => {
      await signIn(page, 'cn-participant');
      await drawnToTheEnd(page, `/doo-trader/my-race?lang=${lang}`);
      expect(await unnamedFaces(page)).toEqual({});
    },
  );
}

/**
 * The language picker names each language in its own script. Sized by its longest option, its first layout drew
 * all thirteen, loading every face of the stacks before the first paint (23 ms of that layout here); it fits the
 * chosen language instead, so it is narrower in Chinese than in Indonesian.
 */
test('the language picker fits the chosen language', { tag: '@desktop' }, async ({ page }) => {
  const pickerWidth = async (lang: string) => {
    await page.goto(`/?lang=${lang}`);
    const box = await page.getByRole('banner').getByRole('combobox').boundingBox();
    return box?.width ?? Number.NaN;
  };
  const chinese = await pickerWidth('sc');
  const indonesian = await pickerWidth('id');
  expect(chinese).toBeLessThan(indonesian - 20);
});
