import type { ShareNetwork } from '../../../machines/shareNetworks';
import { PosterRenderError } from '../../../machines/posterSave.machine';

// A type-only import: erased from the bundle, so the library itself still loads on demand below.
import type * as HtmlToImageModule from 'html-to-image';

type HtmlToImage = typeof HtmlToImageModule;

let htmlToImage: Promise<HtmlToImage> | undefined;

/** `html-to-image` is only fetched once a poster opens (heavy libraries load on demand: README, Performance). */
export function loadHtmlToImage(): Promise<HtmlToImage> {
  htmlToImage ??= import('html-to-image').catch((error: unknown) => {
    htmlToImage = undefined;
    throw error;
  });
  return htmlToImage;
}

/**
 * Safari (and iOS browsers, which all run WebKit) draws images inside a serialised SVG unreliably, so
 * there the poster's background is drawn separately and the rest composited over it.
 */
export function isSafariLike(userAgent: string): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|Android/.test(userAgent);
}

export interface RenderPosterOptions {
  safariLike: boolean;
  /** The poster's backdrop image, drawn under the content on Safari-like browsers. */
  backgroundUrl: string;
  /** Output pixels per CSS pixel. @default 2 */
  pixelRatio?: number;
  /** Seams for tests. */
  loadLibrary?: () => Promise<Pick<HtmlToImage, 'toJpeg' | 'toSvg'>>;
  loadImage?: (src: string) => Promise<HTMLImageElement>;
  createCanvas?: () => HTMLCanvasElement;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Image failed to load: ${src.slice(0, 80)}`));
    image.src = src;
  });
}

/** §2: the poster as a JPEG `data:` URL at quality 1; §8's three failures throw a `PosterRenderError`. */
export async function renderPosterJpeg(node: HTMLElement, options: RenderPosterOptions): Promise<string> {
  const {
    safariLike,
    backgroundUrl,
    pixelRatio = 2,
    loadLibrary = loadHtmlToImage,
    loadImage: load = loadImage,
    createCanvas = () => document.createElement('canvas'),
  } = options;
  const library = await loadLibrary();
  if (!safariLike) return library.toJpeg(node, { quality: 1, pixelRatio, cacheBust: false });

  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const canvas = createCanvas();
  canvas.width = width * pixelRatio;
  canvas.height = height * pixelRatio;
  const context = canvas.getContext('2d');
  if (!context) throw new PosterRenderError('canvasContextMissing', 'The canvas has no 2D context');

  const background = await load(backgroundUrl).catch((error: unknown) => {
    throw new PosterRenderError(
      'backgroundImageFailed',
      `The poster background did not load: ${String(error)}`,
    );
  });
  // The content is serialised without its own backdrop, which is drawn first instead.
  const svg = await library.toSvg(node, { style: { backgroundImage: 'none' } });
  const foreground = await load(svg).catch((error: unknown) => {
    throw new PosterRenderError('vectorImageFailed', `The poster content did not load: ${String(error)}`);
  });
  context.drawImage(background, 0, 0, canvas.width, canvas.height);
  context.drawImage(foreground, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 1);
}

/**
 * §2: a network's web share link carrying the translated text and the contest's link. WeChat has none
 * (the dialog offers copy link for it).
 */
export function shareUrl(network: ShareNetwork, text: string, link: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${query({ url: link, title: text })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${query({ url: link, title: text, summary: text })}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${query({ url: link, text })}`;
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${text} ${link}` })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: link })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url: link })}`;
    case 'x':
      return `https://x.com/intent/tweet?${query({ text, url: link })}`;
  }
}
