/** A started server: where it listens and how to stop it. */
export type ListeningServer = {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
};

/** Where a server listens or a client dials. */
export type HostPort = { readonly host: string; readonly port: number };

/** `HOST:PORT` → parts; port 0 asks the OS for a free port. */
export const parseHostPort = (text: string): { host: string; port: number } | undefined => {
  const match = /^\[?([^\]]*?)\]?:(\d{1,5})$/.exec(text.trim());
  if (match === null) return undefined;
  const port = Number(match[2]);
  return port > 65535 ? undefined : { host: match[1] === '' ? '127.0.0.1' : match[1]!, port };
};
