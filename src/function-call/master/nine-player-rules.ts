import type { Random } from '../../random.ts';

/** The ASTA nine: 3 werewolves, 3 villagers, seer, witch, hunter. */
export const NINE_PLAYER_ROLES = [
  'werewolf',
  'werewolf',
  'werewolf',
  'villager',
  'villager',
  'villager',
  'seer',
  'witch',
  'hunter',
] as const;
export type BackendRole = (typeof NINE_PLAYER_ROLES)[number];
export const SPECIAL_ROLES: readonly BackendRole[] = ['seer', 'witch', 'hunter'];

export type Winner = 'villagers' | 'werewolves' | 'draw';

/** Roles dealt by the seeded shuffle. */
export const dealNinePlayerRoles = (random: Random, playerIds: readonly number[]): Map<number, BackendRole> => {
  const roles = random.shuffle(NINE_PLAYER_ROLES);
  return new Map(playerIds.map((id, index) => [id, roles[index % roles.length]!]));
};

/**
 * Good wins when every werewolf is dead; werewolves win by "屠边": all three special roles dead, or
 * all villagers dead. Undefined while the game goes on.
 */
export const winnerOf = (players: readonly { role: BackendRole; alive: boolean }[]): Winner | undefined => {
  const alive = players.filter((player) => player.alive);
  if (!alive.some((player) => player.role === 'werewolf')) return 'villagers';
  if (!alive.some((player) => SPECIAL_ROLES.includes(player.role))) return 'werewolves';
  if (!alive.some((player) => player.role === 'villager')) return 'werewolves';
  return undefined;
};

/** Vote counts per target and the targets with the most votes (empty when nobody was voted for). */
export const tally = (targets: readonly (number | null)[]): { counts: Record<string, number>; leaders: number[] } => {
  const counts: Record<string, number> = {};
  for (const target of targets) if (target !== null) counts[String(target)] = (counts[String(target)] ?? 0) + 1;
  const top = Math.max(0, ...Object.values(counts));
  const leaders = Object.entries(counts)
    .filter(([, count]) => count === top && top > 0)
    .map(([id]) => Number(id))
    .sort((left, right) => left - right);
  return { counts, leaders };
};

export const ROLE_DESCRIPTIONS: Readonly<Record<BackendRole, string>> = {
  werewolf: '你是狼人，每晚可以和队友一起杀死一名玩家。狼人杀光所有神职或所有平民即获胜。',
  villager: '你是平民，没有夜间技能，白天通过发言和投票找出狼人。',
  seer: '你是预言家，每晚可以查验一名玩家是好人还是狼人。',
  witch: '你是女巫，有一瓶解药和一瓶毒药，各用一次，同一晚可以都用。',
  hunter: '你是猎人，被杀或被放逐时可以开枪带走一名玩家（被毒死时不能开枪）。',
};
