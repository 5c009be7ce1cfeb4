/**
 * Two 5-player games written by hand for the metric tests; every expected figure in the tests is
 * worked out on paper from these lines (see the comments there).
 */
const statusBlock = (day: number, seats: readonly string[], dead: readonly number[] = []): string[] =>
  seats.map((seat, index) => {
    const [role, connection, name] = seat.split(' ');
    return `${day},status,${index + 1},${role},${dead.includes(index + 1) ? 'DEAD' : 'ALIVE'},${connection},${name}`;
  });

const GAME1_SEATS = [
  'VILLAGER alpha1 エリザ',
  'SEER beta1 ハナ',
  'WEREWOLF gamma1 リア',
  'POSSESSED alpha2 ハンク',
  'VILLAGER beta2 リョウ',
];

/** Werewolves win: day 1 executes villager 1 (seat 5 votes itself), night 1 kills the seer, day 2 executes 5. */
export const GAME1 = [
  ...statusBlock(0, GAME1_SEATS),
  '0,talk,0,0,1,こんにちは、ハナさん',
  '0,talk,1,0,2,Over',
  '0,talk,2,1,1,こんにちは、ハナさん',
  '0,talk,3,1,2,Skip',
  '0,talk,4,1,3, @リョウ  どう思う？',
  '0,divine,2,3,WEREWOLF',
  ...statusBlock(1, GAME1_SEATS),
  '1,vote,1,3',
  '1,vote,2,3',
  '1,vote,3,1',
  '1,vote,4,1',
  '1,vote,5,5',
  '1,execute,1,VILLAGER',
  '1,divine,2,4,HUMAN',
  '1,attackVote,3,2',
  '1,attack,2,true',
  ...statusBlock(2, GAME1_SEATS, [1, 2]),
  '2,vote,3,5',
  '2,vote,4,5',
  '2,vote,5,3',
  '2,execute,5,VILLAGER',
  ...statusBlock(3, GAME1_SEATS, [1, 2, 5]),
  '3,result,1,1,WEREWOLF',
].join('\n');

const GAME2_SEATS = [
  'VILLAGER gamma1 ミナト',
  'SEER alpha1 シオン',
  'WEREWOLF beta1 ミオ',
  'POSSESSED beta2 ダン',
  'VILLAGER alpha2 ユウ',
];

/** The village wins on day 1: the werewolf is executed; seat 5 casts no vote, the possessed votes the werewolf. */
export const GAME2 = [
  ...statusBlock(0, GAME2_SEATS),
  '0,divine,2,1,HUMAN',
  ...statusBlock(1, GAME2_SEATS),
  '1,vote,1,3',
  '1,vote,2,3',
  '1,vote,3,2',
  '1,vote,4,3',
  '1,execute,3,WEREWOLF',
  ...statusBlock(2, GAME2_SEATS, [3]),
  '2,result,4,0,VILLAGER',
].join('\n');

/** Unfinished: no winner, so it must not count. */
export const UNFINISHED = [...statusBlock(0, GAME2_SEATS), '0,divine,2,3,WEREWOLF'].join('\n');
