import { isJapanNationality, Nationality } from '../contract';

/** Networks the poster can be shared to through a web share link. */
export type ShareNetwork = 'weibo' | 'qzone' | 'line' | 'whatsapp' | 'facebook' | 'x' | 'linkedin';

/** Mainland China blocks the Western networks; WeChat has no web share link (copy link serves it). */
const mainland: ShareNetwork[] = ['weibo', 'qzone'];
const byLocale: Record<string, ShareNetwork[]> = {
  sc: mainland,
  ug: mainland,
  tc: ['facebook', 'line', 'weibo', 'whatsapp'],
  jp: ['line', 'x', 'facebook'],
  th: ['line', 'facebook', 'x'],
  kr: ['facebook', 'x'],
  vn: ['facebook', 'x'],
  en: ['x', 'facebook', 'linkedin', 'whatsapp'],
};
const fallback: ShareNetwork[] = ['whatsapp', 'facebook', 'x'];

export interface ShareChoice {
  networks: ShareNetwork[];
  /** Say how to share to WeChat (copy the link, paste it into a chat): it has no web share link. */
  weChatHint: boolean;
}

/**
 * §2 share: the networks offered when the browser has no Web Share API, first what people of the person's
 * region use. Nationality (China, Japan) weighs more than the language; copy link is always offered too.
 */
export function shareChoiceFor(locale: string, nationality?: string): ShareChoice {
  if (nationality === Nationality.CHINA) return { networks: mainland, weChatHint: true };
  const networks = byLocale[locale] ?? fallback;
  return {
    networks:
      nationality && isJapanNationality(nationality)
        ? ['line', ...networks.filter((network) => network !== 'line')]
        : networks,
    weChatHint: networks.includes('weibo'),
  };
}
