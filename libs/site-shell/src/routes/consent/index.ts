// The consent scripts, answered by the Node server itself (instrumentation's server routes).
import { siteConsent } from '../../consent/siteConsent';
import { consentAssetsRoute } from './consentAssetsRoute';

export const consentAssetsGET = consentAssetsRoute(siteConsent);
