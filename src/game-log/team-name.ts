/**
 * A team's name from a seat's connection name: the server numbers a team's connections (`kanolab1`,
 * `kanolab2`), so trailing digits are removed (`kanolab-nw-C3` → `kanolab-nw-C`). A name made only of
 * digits stays as it is.
 */
export const teamFromConnectionName = (connectionName: string): string =>
  connectionName.replace(/\d+$/, '') || connectionName;

/** The server's default in-game name for seat `idx` (`Agent[03]`), used when a log has no names. */
export const defaultAgentName = (idx: number): string => `Agent[${String(idx).padStart(2, '0')}]`;
