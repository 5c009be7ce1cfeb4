import { ok } from '../../../result.ts';
import { canonicalJson } from '../canonical-json.ts';
import type { MethodHandler } from '../dispatcher.ts';
import type { AgentSettings } from '../agent-context.ts';
import { speechLanguageOf } from '../session.ts';

const INITIALIZED = { zh: '初始化完成', en: 'initialized', ja: '初期化しました' } as const;

/** `initialize` stores the session (a new game replaces the old one); no brain is needed. */
export const createInitializeHandler =
  (settings: AgentSettings): MethodHandler<'initialize'> =>
  async ({ params }) => {
    const language = speechLanguageOf(params.game_config.language);
    settings.memory.session = {
      selfId: params.player_id,
      role: params.role.toLowerCase(),
      players: params.all_players,
      language,
      key: canonicalJson(params),
      intentions: new Map(),
      knownRoles: new Map([[params.player_id, params.role.toLowerCase()]]),
      saves: new Map(),
    };
    return ok({ status: 'success', message: INITIALIZED[language] });
  };

const REFLECTION = {
  zh: { won: '我们赢了，配合得不错。', lost: '这局输了，下次要更早找出对手。' },
  en: { won: 'We won; the team worked well.', lost: 'We lost; next time I should find the opponents earlier.' },
  ja: { won: '勝ちました。連携がうまくいきました。', lost: '負けました。次はもっと早く相手を見つけます。' },
} as const;

/** `game_over` acknowledges with a short reflection and a self-rating. */
export const createGameOverHandler =
  (settings: AgentSettings): MethodHandler<'game_over'> =>
  async ({ params }) => {
    const session = settings.memory.session;
    const language = session?.language ?? 'zh';
    const won = session !== undefined && params.winning_players.includes(session.selfId);
    return ok({
      status: 'acknowledged',
      reflection: REFLECTION[language][won ? 'won' : 'lost'],
      rating: won ? 4 : 2.5,
    });
  };
