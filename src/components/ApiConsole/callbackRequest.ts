// Owns the request a callback sends: the reader's URL template with the platform's placeholders
// replaced, each value URL-encoded, as the callback pages describe.
export type CallbackValues = {jobStatus: string; tenantId: string; traceId: string};

/** The placeholders the platform fills in, and the final statuses a job is reported with. */
export const CALLBACK_PLACEHOLDERS = ['jobStatus', 'tenantId', 'traceId'] as const;
export const CALLBACK_STATUSES = ['completed', 'failed'] as const;

/** The URL the platform calls, or what keeps the template from making one. */
export function callbackUrl(template: string, values: CallbackValues): {url?: string; problems: string[]} {
  const problems: string[] = [];
  const url = template.replace(/\{\{(\w*)\}\}/g, (placeholder, name: string) => {
    if ((CALLBACK_PLACEHOLDERS as readonly string[]).includes(name)) return encodeURIComponent(values[name as keyof CallbackValues]);
    problems.push(`${placeholder} is not a placeholder the platform fills in (use ${CALLBACK_PLACEHOLDERS.map((known) => `{{${known}}}`).join(', ')}); it is sent as written.`);
    return placeholder;
  });
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    problems.unshift('The template does not make an absolute URL: start it with https://.');
    return {problems};
  }
  if (parsed.protocol !== 'https:') problems.unshift('The callback URL should use https://.');
  return {url, problems};
}
