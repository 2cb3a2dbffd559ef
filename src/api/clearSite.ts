import { endpoints } from '../../contract';
import { callApi } from './http';

/** Clears the site's cookies on the service side. */
export const clearSite = () => callApi(endpoints.clearSite, {}, false as const);
