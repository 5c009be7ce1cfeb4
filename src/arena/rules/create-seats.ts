import { GAME_ROLES, type GameRole } from '../../game/state.ts';
import type { Random } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import { CHARACTER_PROFILES, describeProfile } from './character-profiles.ts';
import type { ArenaSeat } from './rules-types.ts';

/** The server's team name: the NAME answer without its trailing ASCII digits (`kanolab1` → `kanolab`). */
export const teamOf = (connectionName: string): string => connectionName.replace(/[0-9]+$/, '');

export const agentNumberName = (idx: number): string => `Agent[${String(idx).padStart(2, '0')}]`;

/** The roles of `logic.roles` in a random seat order. */
export const dealRoles = (options: { config: ArenaConfig; random: Random }): GameRole[] =>
  options.random.shuffle(
    GAME_ROLES.flatMap((role) => Array.from({ length: options.config.logic.roles[role] ?? 0 }, () => role)),
  );

/**
 * Seats in connection order with roles dealt at random from `logic.roles` and, when profiles are on,
 * character names and profiles drawn at random, as the server does. `roles` fixes the deal (tests).
 */
export const createSeats = (options: {
  config: ArenaConfig;
  connectionNames: readonly string[];
  random: Random;
  roles?: readonly GameRole[];
}): ArenaSeat[] => {
  const { config, connectionNames, random } = options;
  const roles = options.roles ?? dealRoles({ config, random });
  if (roles.length !== connectionNames.length) {
    throw new RangeError(
      `${connectionNames.length} agents for ${roles.length} roles (logic.roles in the arena config)`,
    );
  }
  const profileOn = config.custom_profile.enable;
  const lang = config.custom_profile.language;
  const characters = random.shuffle(CHARACTER_PROFILES);
  return connectionNames.map((connectionName, index) => {
    const idx = index + 1;
    const role = roles[index] as GameRole;
    const character = profileOn ? characters[index % characters.length] : undefined;
    const team = teamOf(connectionName);
    // Literals rather than spreads of a base (every seat of every game).
    if (character === undefined) return { idx, role, connectionName, team, name: agentNumberName(idx) };
    const order = random.shuffle(['age', 'gender', 'personality'] as const);
    return {
      idx,
      role,
      connectionName,
      team,
      name: character[lang],
      profileText: describeProfile({ profile: character, lang, order }),
    };
  });
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID (26 Crockford base-32 characters) from a timestamp and the game's random, so seeds replay ids. */
export const createGameId = (options: { timeMs: number; random: Random }): string => {
  let time = Math.max(0, Math.floor(options.timeMs));
  let head = '';
  for (let index = 0; index < 10; index++) {
    head = CROCKFORD[time % 32] + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (let index = 0; index < 16; index++) tail += CROCKFORD[options.random.int(32)];
  return head + tail;
};
