import type { ReactElement } from 'react';
import type { SOCIAL_NETWORKS } from '../../../contract';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

// 24×24 glyphs drawn in currentColor; simplified marks of each network, decorative beside their names.
const glyphs: Record<SocialNetwork, ReactElement> = {
  Facebook: (
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8z" />
  ),
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1S14 13.9 14 15.4V21h-4z" />
    </>
  ),
  Twitter: (
    <path d="M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.9 2.9A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.2 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z" />
  ),
  YouTube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  TikTok: (
    <path d="M16.6 2h-3.3v13.2a2.9 2.9 0 1 1-2.1-2.8V9a6.3 6.3 0 1 0 5.4 6.2V8.6a8 8 0 0 0 4.4 1.3V6.6a4.6 4.6 0 0 1-4.4-4.6z" />
  ),
  Telegram: (
    <path d="M21.5 3.6 2.9 10.8c-1.3.5-1.2 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5zM9.4 13.4l8.5-5.4c.4-.3.8-.1.5.2l-7.1 6.4-.3 3.2z" />
  ),
  Line: (
    <>
      <path d="M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.4 5.9-3.5 8-6C21.3 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8z" />
      <path
        d="M6.5 9v4h2M10.3 9v4M12.5 13V9l2.7 4V9M19 9h-2.3v4H19M16.7 11H19"
        fill="none"
        style={{ stroke: 'var(--social-icon-cut)' }}
        strokeWidth="1.1"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  Zalo: (
    <>
      <path d="M12 2.5C6.2 2.5 1.5 6.5 1.5 11.4c0 2.8 1.5 5.3 3.9 6.9L4.5 21.5l3.8-1.9c1.2.4 2.4.6 3.7.6 5.8 0 10.5-4 10.5-8.8S17.8 2.5 12 2.5z" />
      <path
        d="M7 8.5h5l-5 6h5M14.5 8.5v6h2.5"
        fill="none"
        style={{ stroke: 'var(--social-icon-cut)' }}
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** Finds the network an item of the footer's social menu names, whatever its capitalisation. */
export function socialNetworkOf(name: string): SocialNetwork | undefined {
  return (Object.keys(glyphs) as SocialNetwork[]).find(
    (network) => network.toLowerCase() === name.trim().toLowerCase(),
  );
}

/** The mark of one of the nine networks of §3, decorative (its link carries the name). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}
