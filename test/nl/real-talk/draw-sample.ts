/**
 * Draws a fresh sample of real contest talk to be labelled by hand, so that precision and recall on
 * unseen talk can be measured (issue 13). The seed is written down before any labelling or tuning and
 * the draw is reproducible: same seed, same folders, same lines.
 *
 *   npx tsx test/nl/real-talk/draw-sample.ts --seed <seed> --per-lang 80 --folders 2025|all [--langs ja,en] --out <file.jsonl>
 *
 * Lines already in any labelled sample of this folder (by place, or word for word from another game) are
 * never drawn again; `Over`/`Skip`, protocol text and whispers are left out. Japanese comes from the Japanese folders, English from `inlg2025_en_*`.
 * With `--folders 2025` the held-out `jsai2026_*` folders are not drawn from. `expected` is left empty
 * for the labeller. `--langs en` draws one language only; each language has its own fork of the seed, so
 * its lines are the same as when both are drawn.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from '../../../src/random.ts';
import type { Language, RecentTalk } from '../../../src/nl/index.ts';
import { type GameLog, type LoggedTalk, readGameLogs } from './game-log.ts';
import type { RealTalkExample } from './hand-labelled.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

const seed = argument('seed');
const out = argument('out');
const perLang = Number(argument('per-lang') ?? '80');
const folders = argument('folders') ?? '2025';
const langs = (argument('langs') ?? 'ja,en').split(',');
const known = (lang: string): lang is Language => lang === 'ja' || lang === 'en';
if (seed === undefined || out === undefined || !Number.isInteger(perLang) || perLang <= 0 || !langs.every(known)) {
  console.error(
    'usage: draw-sample.ts --seed <seed> --per-lang <n> --folders 2025|all [--langs ja,en] --out <file.jsonl>',
  );
  process.exit(2);
}

const HERE = import.meta.dirname;
const labelled: RealTalkExample[] = readdirSync(HERE)
  .filter((file) => file.endsWith('.jsonl'))
  .flatMap((file) =>
    readFileSync(join(HERE, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as RealTalkExample),
  );
const alreadyLabelled = new Set(labelled.map((example) => example.source));
// Agents repeat lines word for word across games: a text labelled once is not fresh in another game.
const textsLabelled = new Set(labelled.map((example) => example.text.trim()));

const NOT_TALK = /^(?:Over|Skip|[A-Z]+ (?:Agent\[\d+\]|ANY)\b.*)$/u;

const inFolders = (game: GameLog): boolean => folders === 'all' || !game.file.startsWith('jsai2026_');

const sourceOf = (game: GameLog, talk: LoggedTalk): string => `${game.file}#${talk.day}/${talk.idx}`;

/** The newest earlier talk of each agent on the same or an earlier day (all that AGREE needs). */
const recentTalksBefore = (game: GameLog, index: number): RecentTalk[] => {
  const newest = new Map<string, RecentTalk>();
  for (const talk of game.talks.slice(0, index)) {
    if (talk.whisper || talk.text === 'Over' || talk.text === 'Skip') continue;
    newest.delete(talk.speaker);
    newest.set(talk.speaker, { day: talk.day, idx: talk.idx, speaker: talk.speaker });
  }
  return [...newest.values()];
};

const candidates = (lang: Language): RealTalkExample[] =>
  readGameLogs()
    .filter((game) => game.lang === lang && inFolders(game))
    .flatMap((game) =>
      game.talks.flatMap((talk, index) =>
        talk.whisper ||
        NOT_TALK.test(talk.text.trim()) ||
        alreadyLabelled.has(sourceOf(game, talk)) ||
        textsLabelled.has(talk.text.trim())
          ? []
          : [
              {
                source: sourceOf(game, talk),
                lang,
                speaker: talk.speaker,
                names: game.names,
                recentTalks: recentTalksBefore(game, index),
                text: talk.text,
                expected: [],
              },
            ],
      ),
    );

const random = createRandom(seed);
const drawn = (['ja', 'en'] as const)
  .filter((lang) => langs.includes(lang))
  .flatMap((lang) => random.fork(lang).shuffle(candidates(lang)).slice(0, perLang));
writeFileSync(out, `${drawn.map((example) => JSON.stringify(example)).join('\n')}\n`);
console.log(`${drawn.length} lines drawn with seed ${seed} (${folders}) into ${out}`);
