import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { KnownSessionMessage, SessionMessageMeaning } from '../../../contract';
import { useCatalogPart, type ChunkCatalogPart } from '../../i18n/catalogParts';

/** The refusal's sentences: loaded with this chunk, when a session is refused, never on a page's first load. */
const sessionCatalog: ChunkCatalogPart = {
  name: 'session',
  importCatalog: (locale) => import(`../../../locales/${locale}/session.po`),
};

const refusals: Record<KnownSessionMessage, ReactNode> = {
  MISSING: <Trans>We could not find your sign-in.</Trans>,
  INVALID_FORMAT: <Trans>Your sign-in could not be read.</Trans>,
  EXPIRED: <Trans>Your sign-in has expired.</Trans>,
  NOT_FROM_JAPAN: <Trans>This sign-in is only for clients from Japan.</Trans>,
};

/**
 * §5: what the service said when it refused the session. Its known messages are said in the reader's language;
 * one it does not know is shown as the service wrote it, in English only: marked so, a screen reader reads it
 * in English, and left to right.
 */
export default function SessionRefusal({ meaning }: { meaning: SessionMessageMeaning }) {
  useCatalogPart(sessionCatalog);
  if (meaning.kind === 'unknown') {
    return (
      <span lang="en" dir="ltr">
        {meaning.text}
      </span>
    );
  }
  return refusals[meaning.message];
}
