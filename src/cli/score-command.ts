import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describeError } from '../errors.ts';
import { readGameLogFiles } from '../game-log-io/index.ts';
import { createSideReader } from '../replay/side-reader.ts';
import {
  renderMarkdownTable,
  renderTextTable,
  type ScoredGames,
  scoreGames,
  scoreTables,
  seatsCsv,
  teamsCsv,
} from '../score/index.ts';

type ScoreFlags = { json?: boolean; csv?: string; md?: boolean };

export const SCORE_SUMMARY =
  'Score finished games with the contest’s official metrics (win rate, targeting, vote/divination accuracy, coordination, error behaviour), per team and for all seats.';

/** What `score` prints on stdout: the JSON object, the Markdown tables or the plain-text tables. */
export const formatScore = (scored: ScoredGames, flags: ScoreFlags): string => {
  if (flags.json === true) return JSON.stringify({ all: scored.all, teams: scored.teams });
  const tables = scoreTables(scored);
  return flags.md === true ? tables.map(renderMarkdownTable).join('\n\n') : tables.map(renderTextTable).join('\n\n');
};

const HELP_AFTER = `
PATH is a game log (the server's *.log, any file name) or a folder searched recursively for *.log.
Only finished games (a winner in the result line) count. Team = the connection name with trailing
digits removed (kanolab1 → kanolab), or the team in the JSON log beside the game log.
Definitions: docs/score.md (the organisers' score tool, aiwolfdial/aiwolf-nlp-calculate-score).

Examples:
  aiwolf-agent score ../shared/fixtures/aiwolfdial-logs/jsai2026_truck9
  aiwolf-agent score logs/ --json | jq .all.voteAccuracy
  aiwolf-agent score logs/ --md > scores.md
  aiwolf-agent score logs/ --csv out/      # out/seats.csv (numerators, denominators), out/teams.csv
`;

export const registerScoreCommand = (program: Command): void => {
  program
    .command('score')
    .description(SCORE_SUMMARY)
    .argument('<path...>', 'game log files or folders (searched recursively for *.log)')
    .option('--json', 'print one JSON object {"all": {...}, "teams": {TEAM: {...}}}')
    .option('--md', 'print the tables as Markdown')
    .option('--csv <dir>', 'also write <dir>/seats.csv (seat-level numerators and denominators) and <dir>/teams.csv')
    .addHelpText('after', HELP_AFTER)
    .action((paths: string[], flags: ScoreFlags) => {
      const read = readGameLogFiles(paths);
      if (!read.ok) {
        console.error(`score: ${describeError(read.error)}`);
        process.exitCode = 2;
        return;
      }
      const scored = scoreGames(
        read.value.map((log) => ({ record: log.record, folder: log.folder })),
        { readSides: createSideReader() },
      );
      const oddLines = read.value.flatMap((log) =>
        log.record.errors.filter((error) => error.code !== 'no-winner').map((error) => ({ path: log.path, error })),
      );
      for (const { path, error } of oddLines.slice(0, 10)) {
        console.error(`score: ${path}:${error.line}: skipped (${error.code}) ${error.message}`);
      }
      console.error(
        `score: ${read.value.length} logs, ${read.value.length - scored.unfinished.length} finished games scored` +
          (scored.unfinished.length > 0 ? `, ${scored.unfinished.length} unfinished left out` : '') +
          (oddLines.length > 0 ? `, ${oddLines.length} odd lines skipped` : ''),
      );
      if (flags.csv !== undefined) {
        mkdirSync(flags.csv, { recursive: true });
        writeFileSync(join(flags.csv, 'seats.csv'), seatsCsv(scored.seats));
        writeFileSync(join(flags.csv, 'teams.csv'), teamsCsv(scored));
      }
      console.log(formatScore(scored, flags));
    });
};
