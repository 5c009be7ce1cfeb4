import { callAgent, type GameContext } from './game-context.ts';
import { aliveOf, type BackendPlayer, kill, playerById, playersFor, stateFor } from './game-record.ts';
import { tally } from './nine-player-rules.ts';

const aliveWithRole = (context: GameContext, role: string): BackendPlayer[] =>
  aliveOf(context.record).filter((player) => player.role === role);

/** Wolves name targets in seat order, seeing tonight's earlier votes; majority; a tie → one more round, then random. */
const wolvesChoose = async (context: GameContext, night: number): Promise<number | undefined> => {
  const { record } = context;
  for (let round = 0; round < 2; round++) {
    const targets: (number | null)[] = [];
    for (const wolf of aliveWithRole(context, 'werewolf')) {
      const answer = await callAgent(context, {
        playerId: wolf.player_id,
        method: 'werewolf_action',
        params: {
          game_state: stateFor(record, wolf.player_id),
          night_number: night,
          alive_players: playersFor(record, wolf.player_id, true),
          teammates: aliveWithRole(context, 'werewolf')
            .filter((mate) => mate.player_id !== wolf.player_id)
            .map((mate) => ({ player_id: mate.player_id, name: mate.name, is_alive: true, role: 'werewolf' })),
          previous_votes: record.wolfVotes,
        },
      });
      const target = answer?.action === 'kill' ? answer.target_id : null;
      const valid = target !== null && playerById(record, target)?.alive === true ? target : null;
      targets.push(valid);
      if (valid !== null) {
        const entry = record.wolfVotes.find((vote) => vote.night === night && vote.target_id === valid);
        if (entry === undefined) record.wolfVotes.push({ night, target_id: valid, voted_by: [wolf.player_id] });
        else entry.voted_by.push(wolf.player_id);
      }
    }
    const { leaders } = tally(targets);
    if (leaders.length === 1) return leaders[0];
    if (leaders.length === 0) return undefined;
    if (round === 1) return context.random.pick(leaders);
  }
  return undefined;
};

type WitchOutcome = { saved: boolean; poisoned: number | undefined };

/** The witch is told the victim; one potion per call, asked again after a save while the poison is left. */
const witchActs = async (context: GameContext, night: number, victim: number | undefined): Promise<WitchOutcome> => {
  const { record } = context;
  const witch = aliveWithRole(context, 'witch')[0];
  const outcome: WitchOutcome = { saved: false, poisoned: undefined };
  if (witch === undefined) return outcome;
  for (let call = 0; call < 2 && (record.potions.antidote || record.potions.poison); call++) {
    const killed = outcome.saved ? null : (victim ?? null);
    const answer = await callAgent(context, {
      playerId: witch.player_id,
      method: 'witch_action',
      params: {
        game_state: stateFor(record, witch.player_id),
        night_number: night,
        alive_players: playersFor(record, witch.player_id, true),
        poison_available: record.potions.poison,
        antidote_available: record.potions.antidote,
        killed_player_id: killed,
        previous_actions: record.witchActions,
      },
    });
    if (answer?.action === 'save' && record.potions.antidote && killed !== null && answer.target_id === killed) {
      record.potions.antidote = false;
      outcome.saved = true;
      record.witchActions.push({ night, action: 'save', target_id: killed });
      record.features.witchSaves += 1;
      continue;
    }
    const target = answer?.action === 'poison' ? answer.target_id : undefined;
    if (target !== undefined && target !== null && record.potions.poison && playerById(record, target)?.alive) {
      record.potions.poison = false;
      outcome.poisoned = target;
      record.witchActions.push({ night, action: 'poison', target_id: target });
      record.features.witchPoisons += 1;
    }
    break;
  }
  return outcome;
};

/** The seer checks one alive player: werewolf, or "villager" for every good role. */
const seerChecks = async (context: GameContext, night: number): Promise<void> => {
  const { record } = context;
  const seer = aliveWithRole(context, 'seer')[0];
  if (seer === undefined) return;
  const answer = await callAgent(context, {
    playerId: seer.player_id,
    method: 'seer_action',
    params: {
      game_state: stateFor(record, seer.player_id),
      night_number: night,
      alive_players: playersFor(record, seer.player_id, true),
      previous_checks: record.seerChecks,
    },
  });
  const target = answer?.action === 'check' ? answer.target_id : null;
  const player = target === null ? undefined : playerById(record, target);
  if (player === undefined || !player.alive || player.player_id === seer.player_id) return;
  record.seerChecks.push({
    night,
    target_id: player.player_id,
    role: player.role === 'werewolf' ? 'werewolf' : 'villager',
  });
  record.features.seerChecks += 1;
};

/** One night: wolves → witch → seer, then deaths at dawn. Returns who died and how. */
export const playNight = async ({
  context,
  night,
}: {
  context: GameContext;
  night: number;
}): Promise<{ player: number; cause: 'kill' | 'poison' }[]> => {
  const { record } = context;
  record.day = night;
  record.phase = 'night';
  const victim = await wolvesChoose(context, night);
  const witch = await witchActs(context, night, victim);
  await seerChecks(context, night);
  const deaths: { player: number; cause: 'kill' | 'poison' }[] = [];
  if (victim !== undefined && !witch.saved) deaths.push({ player: victim, cause: 'kill' });
  if (witch.poisoned !== undefined && witch.poisoned !== victim)
    deaths.push({ player: witch.poisoned, cause: 'poison' });
  if (witch.poisoned !== undefined && witch.poisoned === victim && witch.saved)
    deaths.push({ player: victim, cause: 'poison' });
  record.phase = 'dawn';
  for (const death of deaths) kill(record, death.player, death.cause);
  if (victim !== undefined && !witch.saved) record.features.wolfKills += 1;
  context.log({ kind: 'night', detail: { victim, saved: witch.saved, poisoned: witch.poisoned, deaths } });
  return deaths;
};
