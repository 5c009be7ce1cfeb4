import { understand } from '../../nl/index.ts';
import { readSpecialClaims, type SpecialSentence } from '../../nl/special-claims.ts';
import { createRoster, type Sentence } from '../../protocol/index.ts';
import { SEER_CLAIM, SEER_WEIGHT, type Speech } from '../roles/suspicion.ts';
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
  for (const speech of input.speeches) {
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
  };
};

/** A claimed witch's word that she saved someone: that player was the wolves' victim, so likely good. */
export const WITCH_SAVE_WEIGHT = 3;

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
  return adjustments;
};
