import type { GameLogEvent } from '../rules/rules-types.ts';

/**
 * One event as lines of the server's game log (the Java AIWolfNLPServer format that aiwolf-nlp-viewer
 * and aiwolf-nlp-llm-judge read): comma-separated, no quoting, so talk text goes in as it is.
 */
export const formatGameLogLines = (event: GameLogEvent): string[] => {
  switch (event.type) {
    case 'status':
      return event.seats.map(
        (seat) => `${event.day},status,${seat.idx},${seat.role},${seat.status},${seat.connectionName},${seat.name}`,
      );
    case 'talk':
    case 'whisper':
      return [`${event.day},${event.type},${event.idx},${event.turn},${event.agent},${event.text}`];
    case 'vote':
    case 'attackVote':
      return [`${event.day},${event.type},${event.agent},${event.target}`];
    case 'execute':
      return [`${event.day},execute,${event.agent},${event.role}`];
    case 'divine':
      return [`${event.day},divine,${event.agent},${event.target},${event.result}`];
    case 'guard':
      return [`${event.day},guard,${event.agent},${event.target},${event.targetRole}`];
    case 'attack':
      return [`${event.day},attack,${event.target},${event.success}`];
    case 'result':
      return [`${event.day},result,${event.humans},${event.werewolves},${event.winSide}`];
  }
};
