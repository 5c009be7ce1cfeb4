import type { ChatModel, ChatOutcome } from '../brain/llm/chat-model.ts';

/**
 * Lets a model-backed brain ask its model only while a seat is at a turn drawn for a talk pair: every
 * other request (the seat's earlier decisions, background notes, the model reader) is refused as a failed
 * call, so the LLM brain answers it with the rule brain's choice at once, exactly as when the model is
 * down in a game. A person answering the requests by hand (see `stand-in-model`) then gets one request per
 * drawn turn instead of one per decision. Turns are told apart by game and seat, so seats replayed at once
 * do not open each other's turns.
 */
export type DrawnTurnGate = {
  wrap(model: ChatModel): ChatModel;
  open(gameId: string, agent: string): void;
  close(gameId: string, agent: string): void;
  /** Requests refused because their seat was not at a drawn turn. */
  refused(): number;
};

const turnKey = (gameId: string | undefined, agent: string | undefined): string =>
  `${gameId ?? ''}\u0000${agent ?? ''}`;

export const createDrawnTurnGate = (): DrawnTurnGate => {
  const open = new Set<string>();
  let refused = 0;
  return {
    wrap: (model) => ({
      available: (gameId, agent) => open.has(turnKey(gameId, agent)) && (model.available?.(gameId, agent) ?? true),
      complete: async (request): Promise<ChatOutcome> => {
        // Only the talk itself: the model reader's batch, which starts as the answer is made, is refused too.
        if (request.requestType !== 'talk' || !open.has(turnKey(request.gameId, request.agent))) {
          refused++;
          return {
            ok: false,
            error: { code: 'aborted', message: 'replay --model-at-drawn-turn: not a drawn turn', attempts: 0 },
          };
        }
        return model.complete(request);
      },
    }),
    open: (gameId, agent) => void open.add(turnKey(gameId, agent)),
    close: (gameId, agent) => void open.delete(turnKey(gameId, agent)),
    refused: () => refused,
  };
};
