import { legalTargets, type TargetAction } from '../../game/index.ts';
import type { GameState } from '../../game/state.ts';
import type { Beliefs } from '../beliefs/index.ts';
import type { Language } from '../brain.ts';
import type { ChatMessage } from './chat-model.ts';
import {
  buildMemoryContext,
  buildRequestContext,
  buildSystemContext,
  type DayNotes,
  type MemoryLimits,
} from './prompt-context.ts';
import { type RequestContext, TEMPLATE_NAMES, type TemplateName } from './prompt-context-schema.ts';
import type { PromptTemplates } from './prompt-templates.ts';
import type { Voice } from '../rule/talk/voice.ts';

/**
 * The messages of one call, stable prefix first so provider prompt caching applies: the system
 * prompt (same all game), then the game record (same all day), then the request (changes each turn).
 */
export const buildMessages = (input: {
  readonly templates: PromptTemplates;
  readonly state: GameState;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly notes: DayNotes;
  readonly template: TemplateName;
  readonly requestContext: RequestContext;
  /** The agent's voice (default: the table's voice for its name, as in previews). */
  readonly voice?: Voice;
}): ChatMessage[] => [
  {
    role: 'system',
    content: input.templates.render('system', buildSystemContext(input.state, input.lang, input.voice)),
  },
  { role: 'user', content: input.templates.render('memory', buildMemoryContext(input)) },
  { role: 'user', content: input.templates.render(input.template, input.requestContext) },
];

const ACTIONS = { vote: 'VOTE', divine: 'DIVINE', guard: 'GUARD', attack: 'ATTACK' } as const;

/** Every request prompt for one state, as the brain would send it (for `prompts preview` and the benchmark). */
export const previewPrompts = (input: {
  readonly templates: PromptTemplates;
  readonly state: GameState;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly beliefs?: Beliefs;
  readonly notes?: DayNotes;
}): { readonly template: TemplateName; readonly messages: ChatMessage[] }[] => {
  const notes = input.notes ?? { plans: new Map(), summaries: new Map() };
  // Every template that answers a request: all but the two shared messages every request starts with.
  const names = TEMPLATE_NAMES.filter((name) => name !== 'system' && name !== 'memory');
  return names.map((template) => {
    const action = template in ACTIONS ? ACTIONS[template as keyof typeof ACTIONS] : undefined;
    const requestContext = buildRequestContext({
      state: input.state,
      lang: input.lang,
      limits:
        action === undefined ? input.limits : { ...input.limits, recentTalks: Math.min(input.limits.recentTalks, 6) },
      ...(input.beliefs === undefined ? {} : { beliefs: input.beliefs }),
      ...(action === undefined ? {} : { candidates: candidatesFor(input.state, action) }),
    });
    return { template, messages: buildMessages({ ...input, notes, template, requestContext }) };
  });
};

/** Legal targets, without oneself unless nobody else is left (a self-vote is legal on some servers, never wise). */
export const candidatesFor = (state: GameState, action: TargetAction): string[] => {
  const legal = legalTargets(state, action);
  const others = legal.filter((name) => name !== state.self);
  return others.length > 0 ? others : legal;
};
