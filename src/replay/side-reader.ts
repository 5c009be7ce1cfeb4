import type { GameRecord, TalkLogEntry } from '../game-log/index.ts';
import { understand } from '../nl/index.ts';
import { createRoster, type Roster, type Sentence } from '../protocol/index.ts';
import type { SideReader, SideWord } from '../score/index.ts';
import { languageOf } from './from-game-record.ts';

const VILLAGE_ROLES: ReadonlySet<string> = new Set(['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD']);

/**
 * The speaker's own words about sides in one reading: results and estimates whose subject is the
 * speaker (or omitted), and its own coming-out as the werewolf side. Requests and questions put words
 * in another's mouth and are left out.
 */
const wordsOf = (sentence: Sentence, speaker: number): SideWord[] => {
  switch (sentence.type) {
    case 'AND':
    case 'OR':
    case 'XOR':
    case 'BECAUSE':
      return sentence.clauses.flatMap((clause) => wordsOf(clause, speaker));
    case 'DAY':
      return wordsOf(sentence.clause, speaker);
    case 'DIVINED':
    case 'IDENTIFIED':
      if (sentence.subject !== undefined && sentence.subject !== speaker) return [];
      if (sentence.species === 'HUMAN') return [{ kind: 'human', target: sentence.target }];
      return sentence.species === 'WEREWOLF' ? [{ kind: 'werewolf', target: sentence.target }] : [];
    case 'ESTIMATE':
      if (sentence.subject !== undefined && sentence.subject !== speaker) return [];
      if (VILLAGE_ROLES.has(sentence.role)) return [{ kind: 'human', target: sentence.target }];
      return sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED'
        ? [{ kind: 'werewolf', target: sentence.target }]
        : [];
    case 'COMINGOUT':
      return sentence.target === speaker && (sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED')
        ? [{ kind: 'werewolf-side' }]
        : [];
    default:
      return [];
  }
};

/**
 * `score`'s talk reader: each logged talk read as our agent reads talk (`understand`, the game's
 * language guessed from its talk), seats numbered as in the log.
 */
export const createSideReader = (): SideReader => {
  const games = new WeakMap<GameRecord, { roster: Roster; names: string[]; lang: 'ja' | 'en' }>();
  return (record: GameRecord, talk: TalkLogEntry): readonly SideWord[] => {
    let game = games.get(record);
    if (game === undefined) {
      const names = record.seats.map((seat) => seat.name);
      game = { roster: createRoster(names), names, lang: languageOf(record) };
      games.set(record, game);
    }
    const speaker = game.names[talk.agent - 1] ?? '';
    return understand({ text: talk.text, speaker, roster: game.roster, lang: game.lang }).flatMap((sentence) =>
      wordsOf(sentence, talk.agent),
    );
  };
};
