import { endpoints, type FooterQuery } from '../../contract';
import { callApi } from './http';

/** §7 footer: contact, email, social and link menus plus compliance text. */
export const getFooter = (query: FooterQuery = {}) => callApi(endpoints.getFooter, { query }, false as const);
