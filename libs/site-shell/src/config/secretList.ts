/**
 * A secret variable as a list (`new,old`): the first signs, every one is accepted, so a secret is
 * rotated without refusing what the other side still signs with the old one. Blank entries are
 * dropped; an unset or blank value is no list.
 */
export function secretList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
}

/** Whether a Standard Webhooks key is well formed: `whsec_` and the base64 of 24 to 64 bytes. */
export function isWebhookSigningKey(secret: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!match) return false;
  const bytes = Buffer.from(match[1]!, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}
