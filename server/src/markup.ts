/** Text made safe inside an HTML attribute or element: the five markup characters as numeric references. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
