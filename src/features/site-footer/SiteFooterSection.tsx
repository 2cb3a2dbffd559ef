import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { FooterQuery, FooterResponse } from '../../../contract';
import { getFooter } from '../../api';
import { SiteFooterView } from './SiteFooterView';

export const footerMachine = sectionDataMachine<FooterResponse>();

export interface SiteFooterSectionProps {
  /** Where the footer comes from; the service by default (tests give a fake). */
  loadFooter?: (query: FooterQuery) => Promise<FooterResponse | false>;
}

/** The footer from `getFooter` in the reader's language. §8: a failed call is only logged; nothing shows. */
export function SiteFooterSection({ loadFooter = getFooter }: SiteFooterSectionProps) {
  const { i18n } = useLingui();
  const [snapshot] = useMachine(
    footerMachine.provide({ actors: { load: fromPromise(() => loadFooter({ lang: i18n.locale })) } }),
  );
  return snapshot.matches('ready') && snapshot.context.data ? (
    <SiteFooterView footer={snapshot.context.data} />
  ) : null;
}
