import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveThroughLink } from './saveThroughLink';

afterEach(() => vi.restoreAllMocks());

describe('saveThroughLink', () => {
  it('clicks a link that downloads the URL under the file name, then takes the link away', () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    saveThroughLink('data:image/jpeg;base64,AAAA', 'poster.jpg');
    expect(clicked).toEqual([
      { href: 'data:image/jpeg;base64,AAAA', download: 'poster.jpg', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
  });
});
