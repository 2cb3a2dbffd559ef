import { pages } from '../src/pages/registry';

/** The registry's pages a person stays on: `home2` only sends them on to the CRM. */
export const sitePages = pages.filter((page) => page.key !== 'home2');

/** The sandbox persona a page is for: an IB for the IB pages, a participating client otherwise. */
export const personaFor = (audience: string) => (audience === 'crm_ib' ? 'hk-ib' : 'cn-participant');
