import { AiwolfError } from '../../errors.ts';
import { GAME_ROLES } from '../../game/state.ts';
import { err, ok, type Result } from '../../result.ts';
import type { Language } from '../brain.ts';
import { computeBeliefs } from '../beliefs/index.ts';
import { buildMemoryContext, buildRequestContext, buildSystemContext } from './prompt-context.ts';
import { CONTEXT_SCHEMAS, TEMPLATE_NAMES, type TemplateName } from './prompt-context-schema.ts';
import { sampleState } from './sample-state.ts';
import { compileTemplateSet, messageOf, type PromptSources, promptError } from './template-set.ts';

export type { PromptSources } from './template-set.ts';

export type PromptTemplates = {
  readonly lang: Language;
  /** Renders after validating the context against the template's schema; throws AiwolfError on bad input. */
  render(name: TemplateName, context: unknown): string;
};

/**
 * Compiles every template of the LLM brain (`compileTemplateSet`), then renders each with sample
 * contexts for every role, so a template that names a variable the context does not have fails here,
 * at load time, not in the middle of a game.
 */
export const compilePromptTemplates = (
  sources: PromptSources,
  lang: Language,
): Result<PromptTemplates, AiwolfError> => {
  const compiled = compileTemplateSet(sources, CONTEXT_SCHEMAS);
  if (!compiled.ok) return compiled;
  const { render } = compiled.value;
  const templates: PromptTemplates = { lang, render };
  for (const role of GAME_ROLES) {
    for (const day of [0, 2]) {
      const state = sampleState({ lang, role, day });
      const beliefs = computeBeliefs({
        state,
        understood: { talks: state.talks.map(() => []), whispers: state.whispers.map(() => []) },
      });
      const limits = { recentTalks: 30, summaryDays: 3, maxLineChars: 160 };
      const contexts: Record<TemplateName, unknown> = {
        system: buildSystemContext(state, lang),
        memory: buildMemoryContext({
          state,
          lang,
          limits,
          notes: { plans: new Map([[day, 'plan']]), summaries: new Map() },
        }),
        ...Object.fromEntries(
          TEMPLATE_NAMES.filter((name) => name !== 'system' && name !== 'memory').map((name) => [
            name,
            buildRequestContext({
              state,
              lang,
              limits,
              beliefs,
              candidates: state.agents.slice(1, 3),
              statedVote: state.agents[1] ?? '',
            }),
          ]),
        ),
      } as Record<TemplateName, unknown>;
      for (const name of TEMPLATE_NAMES) {
        try {
          render(name, contexts[name]);
        } catch (error) {
          return err(
            error instanceof AiwolfError
              ? error
              : promptError('prompt_render_failed', messageOf(error), { template: name }),
          );
        }
      }
    }
  }
  return ok(templates);
};
