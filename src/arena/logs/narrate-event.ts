import type { ArenaSeat, GameLogEvent } from '../rules/rules-types.ts';

const WORDS = {
  ja: {
    day: (day: number) => `── ${day}日目 ──`,
    alive: '生存',
    dead: '死亡',
    errored: '脱落',
    vote: '投票',
    attackVote: '襲撃投票',
    executed: '追放されました',
    divine: '占い',
    guard: '護衛',
    attacked: '襲撃されました',
    guarded: '護衛が成功しました',
    noAttack: '襲撃はありませんでした',
    whisper: '囁き',
    result: '勝者',
  },
  en: {
    day: (day: number) => `── Day ${day} ──`,
    alive: 'alive',
    dead: 'dead',
    errored: 'errored',
    vote: 'votes for',
    attackVote: 'attack vote',
    executed: 'was executed',
    divine: 'divines',
    guard: 'guards',
    attacked: 'was attacked',
    guarded: 'the attack was guarded',
    noAttack: 'no attack',
    whisper: 'whisper',
    result: 'winner',
  },
} as const;

/** Terminal columns of a text: CJK and full-width characters take two. */
const displayWidth = (text: string): number =>
  [...text].reduce((width, character) => {
    const code = character.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6);
    return width + (wide ? 2 : 1);
  }, 0);

const padToWidth = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/**
 * A game-log event as a line for a human watching the game (the `play` command). Status blocks are only
 * printed at the start and the end; undefined means "print nothing".
 */
export const narrateEvent = (options: {
  event: GameLogEvent;
  seats: readonly ArenaSeat[];
  lang: 'ja' | 'en';
  final?: boolean;
}): string | undefined => {
  const { event, seats } = options;
  const words = WORDS[options.lang];
  const name = (idx: number): string => seats[idx - 1]?.name ?? `#${idx}`;
  switch (event.type) {
    case 'status': {
      const header = words.day(event.day);
      if (event.day !== 0 && options.final !== true) return header;
      const roster = event.seats
        .map((seat) => {
          const status = seat.status === '' ? words.errored : seat.status === 'ALIVE' ? words.alive : words.dead;
          return `  ${padToWidth(seat.name, 12)} ${seat.role.padEnd(9)} ${status}`;
        })
        .join('\n');
      return options.final === true ? roster : `${header}\n${roster}`;
    }
    case 'talk':
      return `  ${name(event.agent)}: ${event.text}`;
    case 'whisper':
      return `  (${words.whisper}) ${name(event.agent)}: ${event.text}`;
    case 'vote':
      return `  ${name(event.agent)} → ${name(event.target)} (${words.vote})`;
    case 'attackVote':
      return `  (${words.attackVote}) ${name(event.agent)} → ${name(event.target)}`;
    case 'execute':
      return `  ★ ${name(event.agent)} [${event.role}] ${words.executed}`;
    case 'divine':
      return `  (${words.divine}) ${name(event.agent)} → ${name(event.target)}: ${event.result}`;
    case 'guard':
      return `  (${words.guard}) ${name(event.agent)} → ${name(event.target)}`;
    case 'attack':
      if (event.target === -1) return `  ${words.noAttack}`;
      return event.success
        ? `  ★ ${name(event.target)} ${words.attacked}`
        : `  ${words.guarded} (${name(event.target)})`;
    case 'result':
      return `${words.result}: ${event.winSide}`;
  }
};
