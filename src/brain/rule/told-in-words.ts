import type { GameState, Species } from '../../game/state.ts';

/**
 * The act a result comes from, in either language: a divination, or the medium's reading of the dead —
 * never the role's name ("エリナが占い師で、ミナが村人だった" quotes another's claim and result).
 */
const ACT = {
  divination: /占(?!い師)|divin/iu,
  identification: /霊(?!媒師|能者)|identif|medium result/iu,
} as const;

/** The species a result names, in either language ("面白い" holds 白 and says nothing of colour). */
const SPECIES: Record<Species, RegExp> = {
  HUMAN: /(?<!面)白|シロ|人間|村人|human|white|villager|innocent/iu,
  WEREWOLF: /黒|クロ|人狼|狼|werewolf|wolf|black/iu,
};

/**
 * A talk's sentences, roughly: enough to keep a name, the act and the species within one statement; an
 * @ opens a new one (a word to another player). A ！ followed by って/と quotes inside one
 * (「ユウさんをドッカン！って占ったらね、人間さんだったよ！」).
 */
const sentencesOf = (text: string): string[] => text.split(/[。\n@]+|[！？!?](?![っとて])|\.(?:\s|$)/u);

/**
 * Whether our seat told a result of ours in its own words on a day after that night: one sentence of a
 * talk under our name naming the target, the act and the species. The reader leaves many such lines
 * unread ("昨日の夜、ユウさんを占ったらね、人間さんだったよ！", "占いの結果、Agent[05]は人間であった"),
 * and announcing the result again as news — with a second coming-out — is the re-announcement judges
 * mark ("the table already had it"). A replayed seat's real lines, or the model's before a fallback.
 */
export const toldInOwnWords = (
  state: GameState,
  kind: 'divination' | 'identification',
  result: { readonly day: number; readonly target: string; readonly species: Species },
): boolean =>
  state.talks.some(
    (talk) =>
      talk.agent === state.self &&
      talk.day > result.day &&
      sentencesOf(talk.text).some(
        (sentence) =>
          sentence.includes(result.target) && ACT[kind].test(sentence) && SPECIES[result.species].test(sentence),
      ),
  );
