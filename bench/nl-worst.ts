// `npm run bench -- nl-worst [count] [seed]`: the worst case of reading talk. Times `understand` on every
// utterance of the seeded adversarial corpus (test/nl/worst-case/) and of the contest logs, prints the max
// and p99 per language, and for every utterance over 20 ms the regexes that take its time (each rule's
// pattern and each grammar pattern alone, over the tokenized sentences as `understand` splits them).
import { understand } from '../src/nl/index.ts';
import { GRAMMARS } from '../src/nl/grammar.ts';
import { compileNameFinder } from '../src/nl/name-finder.ts';
import { tokenizeMentions } from '../src/nl/tokenize-mentions.ts';
import type { Language } from '../src/nl/index.ts';
import { createRoster, type Roster } from '../src/protocol/index.ts';
import { readGameLogs } from '../test/nl/real-talk/game-log.ts';
import { type AdversarialTalk, adversarialCorpus } from '../test/nl/worst-case/adversarial-talk.ts';

const SLOW_MS = 20;
const count = Number(process.argv[3] ?? 3000);
const seed = Number(process.argv[4] ?? 1);
// Every utterance is read afresh: `understand` is given no reading memo, which would hide the time of a
// repeated text.

const rosters = new Map<string, Roster>();
const rosterOf = (names: readonly string[]): Roster => {
  const key = names.join('\u0000');
  return rosters.get(key) ?? rosters.set(key, createRoster(names)).get(key)!;
};

const timeOf = (talk: AdversarialTalk): number => {
  const started = performance.now();
  understand({ text: talk.text, speaker: talk.speaker, roster: rosterOf(talk.names), lang: talk.lang });
  return performance.now() - started;
};

/** Each regex alone over the tokenized text of one utterance: the rule to blame for a slow one. */
const blame = (talk: AdversarialTalk): { name: string; ms: number }[] => {
  const grammar = GRAMMARS[talk.lang];
  const roster = rosterOf(talk.names);
  const named: { name: string; pattern: RegExp }[] = [
    ...grammar.rules.map((rule) => ({ name: `rule ${rule.name}`, pattern: rule.pattern })),
    ...Object.entries(grammar)
      .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
      .map(([name, pattern]) => ({ name: `grammar.${name}`, pattern })),
    ...grammar.causal.map((causal, index) => ({ name: `grammar.causal[${index}]`, pattern: causal.pattern })),
  ];
  const names = compileNameFinder({ roster, japanese: talk.lang === 'ja' });
  const startedTokenizing = performance.now();
  const tokenized = tokenizeMentions({
    text: talk.text.normalize('NFKC'),
    names,
    roster,
    speaker: roster.numberOf(talk.speaker) ?? 0,
  }).text;
  const tokenizing = performance.now() - startedTokenizing;
  const sentences = [tokenized, ...tokenized.split(grammar.sentenceEnd).filter((part) => part?.trim())];
  const times = named.map(({ name, pattern }) => {
    const started = performance.now();
    for (const sentence of sentences) {
      if (sentence === undefined) continue;
      const copy = new RegExp(pattern.source, pattern.flags);
      if (!copy.global) {
        copy.exec(sentence);
        continue;
      }
      for (let match = copy.exec(sentence); match !== null; match = copy.exec(sentence)) {
        if (match[0] === '') copy.lastIndex += 1;
      }
    }
    return { name, ms: performance.now() - started };
  });
  return [{ name: 'tokenizeMentions', ms: tokenizing }, ...times].sort((left, right) => right.ms - left.ms);
};

const report = (label: string, talks: readonly AdversarialTalk[]): void => {
  for (const talk of talks.slice(0, 50)) timeOf(talk);
  const timed = talks.map((talk) => ({ talk, ms: timeOf(talk) }));
  for (const lang of ['ja', 'en'] as const) {
    const mine = timed.filter((item) => item.talk.lang === lang).sort((left, right) => left.ms - right.ms);
    if (mine.length === 0) continue;
    const p99 = mine[Math.floor(mine.length * 0.99)]?.ms ?? 0;
    const total = mine.reduce((sum, item) => sum + item.ms, 0);
    const worst = mine.at(-1);
    console.log(
      `${label} ${lang}: ${mine.length} utterances, mean ${(total / mine.length).toFixed(2)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${worst?.ms.toFixed(1)} ms (${worst?.talk.text.length} chars), ` +
        `${mine.filter((item) => item.ms > SLOW_MS).length} over ${SLOW_MS} ms`,
    );
  }
  const slow = timed.filter((item) => item.ms > SLOW_MS).sort((left, right) => right.ms - left.ms);
  for (const { talk, ms } of slow.slice(0, Number(process.env.NL_WORST_SHOW ?? 12))) {
    const top = blame(talk)
      .slice(0, 3)
      .map((item) => `${item.name} ${item.ms.toFixed(1)} ms`)
      .join(', ');
    console.log(`  ${ms.toFixed(1)} ms ${talk.lang}/${talk.names.length} ${talk.text.length} chars: ${top}`);
    console.log(`    ${JSON.stringify(talk.text.slice(0, 160))}`);
  }
};

const logs = readGameLogs().flatMap((game) =>
  game.talks.map((talk) => ({
    lang: game.lang as Language,
    names: game.names,
    speaker: talk.speaker,
    text: talk.text,
  })),
);
report('contest logs', logs);
report(`adversarial corpus (seed ${seed})`, adversarialCorpus({ seed, count }));
