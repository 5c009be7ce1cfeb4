import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Character profiles from the JSON log beside a game log (`<name>.json`, as the server and our arena
 * write it): each INITIALIZE packet sent carries the seat's `info.agent` and `info.profile`. No JSON
 * log, or one without profiles, gives none: the judge then ranks without them, as the official one does.
 */
export const profilesBeside = (logPath: string): Map<string, string> => {
  const profiles = new Map<string, string>();
  const jsonPath = join(dirname(logPath), `${basename(logPath, extname(logPath))}.json`);
  if (!existsSync(jsonPath)) return profiles;
  let data: { entries?: { request?: unknown }[] };
  try {
    data = JSON.parse(readFileSync(jsonPath, 'utf8')) as typeof data;
  } catch {
    // Not a JSON log (or a partial write): no profiles, the ranking goes on without them.
    return profiles;
  }
  for (const entry of data.entries ?? []) {
    if (typeof entry.request !== 'string' || !entry.request.includes('INITIALIZE')) continue;
    try {
      const packet = JSON.parse(entry.request) as { request?: string; info?: { agent?: unknown; profile?: unknown } };
      const { agent, profile } = packet.info ?? {};
      if (packet.request === 'INITIALIZE' && typeof agent === 'string' && typeof profile === 'string' && profile !== '')
        profiles.set(agent, profile);
    } catch {
      // One unreadable packet does not hide the others' profiles.
    }
  }
  return profiles;
};
