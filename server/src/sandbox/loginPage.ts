import type { Persona } from '../../../contract';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Only a same-origin path may be returned to: `/` then a path character. Browsers drop tabs and newlines from
 * URLs and read `\\` as `/` (so `/\t/evil` is `//evil`), and a control character would break the Location
 * header: refuse them all, and an encoded slash or backslash right after the first one.
 */
export const safeRedirect = (value: string | undefined): string =>
  value !== undefined &&
  /^\/(?![/\\]|%2f|%5c)/i.test(value) &&
  !value.includes('\\') &&
  [...value].every((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    ? value
    : '/';

/**
 * The sandbox sign-in page. Plain forms, no script and no inline style, so it passes the site's
 * Content-Security-Policy; each button posts the persona and comes back to `redirect`.
 */
export const renderLoginPage = (personas: readonly Persona[], redirect: string): string => {
  const rows = personas
    .map(
      (persona) => `
      <li>
        <form method="post" action="/sandbox/session">
          <input type="hidden" name="persona" value="${escapeHtml(persona.name)}">
          <input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
          <button type="submit">Sign in as ${escapeHtml(persona.name)}</button>
          <p>${escapeHtml(persona.description)}</p>
          <p>nationality ${escapeHtml(persona.nationality)} · ${persona.userType}${persona.switchUser ? ' · can switch' : ''}${
            persona.participant ? ' · participant' : ''
          }${persona.blacklist.length ? ` · blacklist: ${escapeHtml(persona.blacklist.join(', '))}` : ''}</p>
        </form>
      </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox sign-in</title>
</head>
<body>
  <main>
    <h1>Sandbox sign-in</h1>
    <p>Local contest service, sandbox mode. Choose a demo user; you will be sent back to <code>${escapeHtml(redirect)}</code>.</p>
    <ul>${rows}
    </ul>
  </main>
</body>
</html>`;
};
