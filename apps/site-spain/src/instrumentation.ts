/** Starts the forms outbox with the server, so what an earlier run left undelivered goes out. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startFormsOutbox } = await import('@clavis/site-shell/api/forms');
  await startFormsOutbox();
}
