import { describe, expect, it, vi } from 'vitest';
import { PosterRenderError } from '../../../machines/posterSave.machine';
import { isSafariLike, renderPosterJpeg, shareUrl } from './renderPoster';

const node = () => Object.assign(document.createElement('div'), {}) as HTMLElement;

function canvasWith(context: Partial<CanvasRenderingContext2D> | null) {
  const canvas = document.createElement('canvas');
  canvas.getContext = vi.fn(() => context) as never;
  canvas.toDataURL = vi.fn(() => 'data:image/jpeg;base64,composited');
  return canvas;
}

const library = () => ({
  toJpeg: vi.fn(async () => 'data:image/jpeg;base64,direct'),
  toSvg: vi.fn(async () => 'data:image/svg+xml;charset=utf-8,poster'),
});
const image = {} as HTMLImageElement;

describe('renderPosterJpeg', () => {
  it('renders a JPEG at quality 1 directly outside Safari', async () => {
    const lib = library();
    const url = await renderPosterJpeg(node(), {
      safariLike: false,
      backgroundUrl: '/bg.svg',
      loadLibrary: async () => lib,
    });
    expect(url).toBe('data:image/jpeg;base64,direct');
    expect(lib.toJpeg).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ quality: 1 }));
  });

  it('composites the content over the background on Safari-like browsers, at quality 1', async () => {
    const drawImage = vi.fn();
    const canvas = canvasWith({ drawImage });
    const url = await renderPosterJpeg(node(), {
      safariLike: true,
      backgroundUrl: '/bg.svg',
      loadLibrary: async () => library(),
      loadImage: async () => image,
      createCanvas: () => canvas,
    });
    expect(url).toBe('data:image/jpeg;base64,composited');
    expect(drawImage).toHaveBeenCalledTimes(2);
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 1);
  });

  it.each([
    ['canvasContextMissing', null, async () => image],
    [
      'backgroundImageFailed',
      { drawImage: vi.fn() },
      async (src: string) => (src === '/bg.svg' ? Promise.reject(new Error('404')) : image),
    ],
    [
      'vectorImageFailed',
      { drawImage: vi.fn() },
      async (src: string) => (src === '/bg.svg' ? image : Promise.reject(new Error('bad svg'))),
    ],
  ] as const)('reports %s', async (failure, context, load) => {
    const rendering = renderPosterJpeg(node(), {
      safariLike: true,
      backgroundUrl: '/bg.svg',
      loadLibrary: async () => library(),
      loadImage: load,
      createCanvas: () => canvasWith(context),
    });
    await expect(rendering).rejects.toBeInstanceOf(PosterRenderError);
    await expect(rendering).rejects.toMatchObject({ failure });
  });
});

describe('isSafariLike', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      true,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isSafariLike(userAgent)).toBe(expected);
  });
});

describe('shareUrl', () => {
  const text = '我在 Doo Trader 排名第 3';
  const link = 'https://example.com/doo-trader?x=1&y=2';
  it.each([
    ['weibo', 'service.weibo.com', 'url', 'title'],
    ['qzone', 'sns.qzone.qq.com', 'url', 'title'],
    ['line', 'social-plugins.line.me', 'url', 'text'],
    ['facebook', 'www.facebook.com', 'u', null],
    ['linkedin', 'www.linkedin.com', 'url', null],
    ['x', 'x.com', 'url', 'text'],
  ] as const)('%s carries the link (and the text), encoded', (network, host, linkParam, textParam) => {
    const url = new URL(shareUrl(network, text, link));
    expect(url.hostname).toBe(host);
    expect(url.searchParams.get(linkParam)).toBe(link);
    if (textParam) expect(url.searchParams.get(textParam)).toBe(text);
  });

  it('whatsapp carries the text followed by the link', () => {
    expect(new URL(shareUrl('whatsapp', text, link)).searchParams.get('text')).toBe(`${text} ${link}`);
  });
});
