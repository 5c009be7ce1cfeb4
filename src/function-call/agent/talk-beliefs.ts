import { understand } from '../../nl/index.ts';
import { readSpecialClaims, type SpecialSentence } from '../../nl/special-claims.ts';
import { createRoster, type Sentence } from '../../protocol/index.ts';
import { SEER_CLAIM, SEER_WEIGHT, type Speech } from './roles/suspicion.ts';
import type { Session } from './session.ts';

/** What the discussion says, read through the NL bridge (protocol sentences plus witch/hunter talk). */
export type TalkBeliefs = {
  /** Role each player claimed (the last claim wins): seer, witch, hunter, villager, … (lower case). */
  readonly claims: ReadonlyMap<number, string>;
  /** Check results announced by players who claimed seer. */
  readonly seerCalls: readonly {
    readonly by: number;
    readonly target: number;
    readonly werewolf: boolean;
    readonly plainClaim: boolean;
  }[];
  /** Players a claimed witch says she saved (a wolves' victim: not a wolf, if she tells the truth). */
  readonly witchSaves: readonly { readonly by: number; readonly target: number }[];
  readonly witchPoisons: readonly { readonly by: number; readonly target: number }[];
  readonly hunterShots: readonly { readonly by: number; readonly target: number }[];
  /** Accusations (ESTIMATE X WEREWOLF, DIVINED X WEREWOLF) per accused player, with who made them. */
  readonly accusations: readonly { readonly by: number; readonly target: number }[];
  /**
   * Accusations against a player an earlier speech vouched for: a seer, witch or hunter claim nobody
   * contested, or a claimed seer's good result (金水) or a claimed witch's save (银水). A village player
   * takes those on trust; attacking them is the classic werewolf tell ("踩金水", "踩预言家").
   */
  readonly tells: readonly { readonly by: number; readonly target: number }[];
};

const SPECIAL_ROLES: ReadonlySet<string> = new Set(['seer', 'witch', 'hunter']);

/** Players vouched for so far: a special role claimed by exactly one player, a claimed seer's good result, a claimed witch's save. */
const vouchedFor = (input: {
  claims: ReadonlyMap<number, string>;
  goodCalls: readonly { by: number; target: number }[];
  saves: readonly { by: number; target: number }[];
}): Set<number> => {
  const claimants = (role: string) => [...input.claims].filter(([, claimed]) => claimed === role).map(([id]) => id);
  const vouched = new Set<number>();
  for (const role of SPECIAL_ROLES) {
    const ids = claimants(role);
    if (ids.length === 1 && ids[0] !== undefined) vouched.add(ids[0]);
  }
  for (const call of input.goodCalls) if (input.claims.get(call.by) === 'seer') vouched.add(call.target);
  for (const save of input.saves) if (input.claims.get(save.by) === 'witch') vouched.add(save.target);
  return vouched;
};

const flat = (sentences: readonly Sentence[]): Sentence[] =>
  sentences.flatMap((sentence) =>
    sentence.type === 'AND' || sentence.type === 'BECAUSE' ? flat(sentence.clauses) : [sentence],
  );

/**
 * Reads every speech into beliefs: players are the session's seats (`N号` resolved by player_id), the
 * language the game's. Accusations the backend lists (`defend`'s `accusations`) count as speeches. Pure.
 */
export const readTalkBeliefs = (input: { session: Session; speeches: readonly Speech[] }): TalkBeliefs => {
  const { session } = input;
  const names = session.players.map((player) => player.name || `玩家${player.player_id}`);
  const roster = createRoster(names);
  const playerIds = session.players.map((player) => player.player_id);
  const idOfAgent = (agent: number): number | undefined => playerIds[agent - 1];
  const claims = new Map<number, string>();
  const seerCalls: { by: number; target: number; werewolf: boolean; plainClaim: boolean }[] = [];
  const accusations: { by: number; target: number }[] = [];
  const witchSaves: { by: number; target: number }[] = [];
  const witchPoisons: { by: number; target: number }[] = [];
  const hunterShots: { by: number; target: number }[] = [];
  const tells: { by: number; target: number }[] = [];
  for (const speech of input.speeches) {
    // Judged against the speeches before this one: a claim and an attack in one speech are no tell.
    const vouched = vouchedFor({
      claims,
      goodCalls: seerCalls.filter((call) => !call.werewolf),
      saves: witchSaves,
    });
    const speakerName = names[playerIds.indexOf(speech.player_id)];
    if (speakerName === undefined) continue;
    const by = speech.player_id;
    const sentences = flat(
      understand({ text: speech.content, speaker: speakerName, roster, lang: session.language, playerIds }),
    );
    for (const sentence of sentences) {
      if (sentence.type === 'COMINGOUT' && idOfAgent(sentence.target) === by)
        claims.set(by, sentence.role.toLowerCase());
      if (sentence.type === 'DIVINED') {
        const target = idOfAgent(sentence.target);
        if (target !== undefined)
          seerCalls.push({
            by,
            target,
            werewolf: sentence.species === 'WEREWOLF',
            plainClaim: SEER_CLAIM.test(speech.content),
          });
      }
      if (
        (sentence.type === 'ESTIMATE' && sentence.role === 'WEREWOLF') ||
        (sentence.type === 'DIVINED' && sentence.species === 'WEREWOLF')
      ) {
        const target = idOfAgent(sentence.target);
        if (target !== undefined) accusations.push({ by, target });
        // A claimant's word against another claimant is a contest of claims, not a tell.
        if (target !== undefined && vouched.has(target) && !vouched.has(by) && !SPECIAL_ROLES.has(claims.get(by) ?? ''))
          tells.push({ by, target });
      }
    }
    const specials: SpecialSentence[] = readSpecialClaims({
      text: speech.content,
      speaker: speakerName,
      roster,
      lang: session.language,
      playerIds,
    });
    for (const special of specials) {
      if (special.type === 'SPECIAL_COMINGOUT') {
        if (!special.negated) claims.set(by, special.role.toLowerCase());
        continue;
      }
      const target = idOfAgent(special.target);
      if (target === undefined) continue;
      (special.type === 'SAVED' ? witchSaves : special.type === 'POISONED' ? witchPoisons : hunterShots).push({
        by,
        target,
      });
    }
  }
  // Only a claimed seer's results are check results; anyone else's "查杀" is an accusation.
  return {
    claims,
    seerCalls: seerCalls.filter((call) => claims.get(call.by) === 'seer'),
    witchSaves,
    witchPoisons,
    hunterShots,
    accusations,
    tells,
  };
};

/** A claimed witch's word that she saved someone: that player was the wolves' victim, so likely good. */
export const WITCH_SAVE_WEIGHT = 3;

/** An attack on a vouched-for player (see `tells`): worth a few ordinary accusations. */
export const TELL_WEIGHT = 3;

/**
 * Suspicion the beliefs add to the wording-based score (suspicion.ts): a claimed seer's results in
 * forms the wording misses (`查杀5号`, `5号是我的金水`, `我跳预言家`), a claimed witch's saves, and one
 * more point for each accusation made by a player the wolves later killed (a village voice).
 */
export const beliefAdjustments = (beliefs: TalkBeliefs, wolfVictims: ReadonlySet<number>): Map<number, number> => {
  const adjustments = new Map<number, number>();
  const add = (id: number, amount: number): void => void adjustments.set(id, (adjustments.get(id) ?? 0) + amount);
  for (const call of beliefs.seerCalls)
    if (!call.plainClaim) add(call.target, call.werewolf ? SEER_WEIGHT : -SEER_WEIGHT);
  for (const save of beliefs.witchSaves)
    if (beliefs.claims.get(save.by) === 'witch') add(save.target, -WITCH_SAVE_WEIGHT);
  for (const accusation of beliefs.accusations) if (wolfVictims.has(accusation.by)) add(accusation.target, 1);
  for (const tell of beliefs.tells) add(tell.by, TELL_WEIGHT);
  return adjustments;
};
