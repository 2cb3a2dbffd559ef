/**
 * Saves what a URL holds (a blob's or a `data:` one) as a file, through a temporary link. Imported only by
 * what loads on demand (the calendar file, the poster dialog), so it stays out of the first load.
 */
export function saveThroughLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
