/** Removes a secret from text that may reach a log or an error message (provider errors can echo it). */
export const redactSecret = (text: string, secret: string | undefined): string => {
  if (secret === undefined || secret.length < 4) return text;
  return text.split(secret).join('[redacted]');
};
