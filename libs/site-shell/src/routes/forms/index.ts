// `@clavis/site-shell/api/forms`: `POST /api/forms/{formId}`; each app's
// `app/api/forms/[formId]/route.ts` re-exports `formsPOST as POST`, and site-shell's instrumentation
// `register()` calls `startFormsOutbox()` so undelivered submissions go out after a restart.
import 'server-only';
import { siteServices } from '../../server/services';
import type { FormsRoute } from '../../forms/createFormsRoute';

// Next bundles instrumentation and route handlers separately: the one route of the composition
// root serves both, or two outboxes would deliver the same submissions twice.
export const formsPOST: FormsRoute['POST'] = (request, context) =>
  siteServices().formsRoute.POST(request, context);

/** Starts the webhook outbox with the server (Next's instrumentation `register()`). */
export function startFormsOutbox(): Promise<void> {
  return siteServices().formsRoute.start();
}

export { createFormsRoute } from '../../forms/createFormsRoute';
export { clientAddress } from '../../security/clientAddress';
export type { FormsRoute, FormsRouteOptions } from '../../forms/createFormsRoute';
