// Next.js runs this in the browser before any page code: zod must not probe for eval under the CSP.
import { prepareBrowser } from '@clavis/site-shell/instrumentation-client';

prepareBrowser();
