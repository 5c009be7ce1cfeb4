import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../../src/config/index.ts';

const folders: string[] = [];
const folder = (files: Record<string, string> = {}): string => {
  const dir = mkdtempSync(join(tmpdir(), 'aiwolf-config-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    rmSync(path, { force: true });
    writeFileSync(path, text);
  }
  return dir;
};

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  test('defaults without any file', () => {
    const loaded = loadConfig({ cwd: folder(), env: {} });
    expect(loaded.ok && loaded.value.config).toEqual({
      server: {
        url: 'ws://127.0.0.1:8080/ws',
        team: 'aiwolf',
        agents: 5,
        autoReconnect: false,
        reconnectInitialDelayMs: 1000,
        reconnectMaxDelayMs: 30_000,
        handshakeTimeoutMs: 10_000,
      },
      agent: { brain: 'rule', lang: 'ja', safetyMarginMs: 2000 },
      log: { dir: 'log', enabled: true },
      freeform: expect.objectContaining({ minimumGuardMs: 3000, reserve: 1 }),
      llm: expect.objectContaining({
        model: 'gpt-4o-mini',
        maxRetries: 2,
        memory: expect.objectContaining({ recentTalks: 10 }),
      }),
      prompts: {},
    });
  });

  test('the llm section is typed and layered like the others: OPENAI_* and AIWOLF_LLM_MODEL, then --model', () => {
    const cwd = folder({
      'c.yml': 'llm:\n  model: file-model\n  temperature: 0.2\n',
      '.env': 'OPENAI_API_KEY=sk-dotenv\n',
    });
    const loaded = loadConfig({
      cwd,
      configPath: 'c.yml',
      env: { AIWOLF_LLM_MODEL: 'env-model', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' },
      flags: { 'llm.model': 'flag-model' },
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.config.llm).toMatchObject({
      model: 'flag-model',
      temperature: 0.2,
      apiKey: 'sk-dotenv',
      baseURL: 'http://127.0.0.1:1/v1',
    });
    expect(loaded.value.sources).toMatchObject({ 'llm.model': '--model', 'llm.apiKey': 'OPENAI_API_KEY' });
    const envOnly = loadConfig({ cwd, configPath: 'c.yml', env: { AIWOLF_LLM_MODEL: 'env-model' }, dotenv: false });
    expect(envOnly.ok && envOnly.value.config.llm.model).toBe('env-model');
  });

  test('an invalid llm or prompts value fails at load naming the key, never echoing the API key', () => {
    const cwd = folder({ 'c.yml': 'llm:\n  maxRetries: -1\n' });
    const bad = loadConfig({ cwd, configPath: 'c.yml', env: { OPENAI_API_KEY: 'sk-secret-value' } });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'config-invalid-value', key: 'llm.maxRetries' });
    expect(!bad.ok && bad.error.message).not.toContain('sk-secret-value');
    const badUrl = loadConfig({ cwd: folder(), env: { OPENAI_BASE_URL: 'not a url' }, dotenv: false });
    expect(!badUrl.ok && badUrl.error.message).toMatch(/llm\.baseURL.*value from OPENAI_BASE_URL/);
    const typo = loadConfig({ cwd: folder({ 'c.yml': 'prompts:\n  folder: x\n' }), configPath: 'c.yml', env: {} });
    expect(!typo.ok && typo.error).toMatchObject({ code: 'config-unknown-key', key: 'prompts.folder' });
  });

  test('the removed llm.safetyMarginMs fails naming the one margin that replaces it', () => {
    const old = loadConfig({
      cwd: folder({ 'c.yml': 'llm:\n  safetyMarginMs: 1500\n' }),
      configPath: 'c.yml',
      env: {},
    });
    expect(!old.ok && old.error).toMatchObject({ code: 'config-unknown-key', key: 'llm.safetyMarginMs' });
    expect(!old.ok && old.error.message).toMatch(/agent\.safetyMarginMs \(--safety-margin-ms/);
  });

  test('a section whose keys are all commented out means its defaults', () => {
    const loaded = loadConfig({
      cwd: folder({ 'c.yml': 'llm:\n  # model: x\nprompts:\n' }),
      configPath: 'c.yml',
      env: {},
    });
    expect(loaded.ok && loaded.value.config.llm.model).toBe('gpt-4o-mini');
  });

  test('the freeform section tunes speak-anytime pacing and rejects unknown keys', () => {
    const tuned = loadConfig({
      cwd: folder({ 'config.yml': 'freeform:\n  minimumGuardMs: 5000\n  reserve: 2\n' }),
      configPath: 'config.yml',
      env: {},
    });
    expect(tuned.ok && tuned.value.config.freeform).toMatchObject({
      minimumGuardMs: 5000,
      reserve: 2,
      maximumStaggerMs: 3000,
    });
    const wrong = loadConfig({
      cwd: folder({ 'config.yml': 'freeform:\n  guard: 5\n' }),
      configPath: 'config.yml',
      env: {},
    });
    expect(wrong.ok).toBe(false);
  });

  test('defaults < file < .env < environment < flags', () => {
    const cwd = folder({
      'settings.yml':
        'server:\n  team: fromfile\n  agents: 3\n  url: ws://file:1/ws\nagent:\n  lang: en\nllm:\n  model: x\n',
      '.env': 'AIWOLF_AGENTS=4\nAIWOLF_TEAM=fromdotenv\nAIWOLF_TOKEN=secret\n',
    });
    const loaded = loadConfig({
      cwd,
      configPath: 'settings.yml',
      env: { AIWOLF_TEAM: 'fromenv', AIWOLF_AUTO_RECONNECT: 'true' },
      flags: { 'server.url': 'ws://flag:2/ws', 'server.agents': '7', 'log.enabled': false, 'agent.seed': undefined },
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { config, sources } = loaded.value;
    expect(config.server).toMatchObject({
      team: 'fromenv',
      agents: 7,
      url: 'ws://flag:2/ws',
      token: 'secret',
      autoReconnect: true,
    });
    expect(config.agent.lang).toBe('en');
    expect(config.log.enabled).toBe(false);
    expect(config.llm).toMatchObject({ model: 'x', maxTokens: 600 });
    expect(sources).toMatchObject({
      'server.team': 'AIWOLF_TEAM',
      'server.agents': '--agents',
      'server.token': 'AIWOLF_TOKEN',
    });
    expect(sources['agent.lang']).toMatch(/settings\.yml$/);
  });

  test('errors name the key, where the bad value came from, and how to fix it', () => {
    const cwd = folder({ 'config.yml': 'server:\n  agents: many\n' });
    const fromFile = loadConfig({ cwd, configPath: 'config.yml', env: {}, dotenv: false });
    expect(!fromFile.ok && fromFile.error).toMatchObject({ code: 'config-invalid-value', key: 'server.agents' });
    expect(!fromFile.ok && fromFile.error.message).toMatch(/server\.agents.*config\.yml.*AIWOLF_AGENTS.*--agents/);

    const fromEnv = loadConfig({ cwd: folder(), env: { AIWOLF_AGENTS: 'lots' } });
    expect(!fromEnv.ok && fromEnv.error.message).toMatch(/value from AIWOLF_AGENTS/);

    const badTeam = loadConfig({ cwd: folder(), env: {}, flags: { 'server.team': 'team1' } });
    expect(!badTeam.ok && badTeam.error.message).toMatch(/must not end with a digit/);

    const badBrain = loadConfig({ cwd: folder(), env: { AIWOLF_BRAIN: 'genius' } });
    expect(!badBrain.ok && badBrain.error.key).toBe('agent.brain');
  });

  test('unknown keys, bad YAML and a missing explicit file are reported with codes', () => {
    const typo = loadConfig({ cwd: folder({ 'c.yml': 'server:\n  tema: x\n' }), configPath: 'c.yml', env: {} });
    expect(!typo.ok && typo.error).toMatchObject({ code: 'config-unknown-key', key: 'server.tema' });

    const yaml = loadConfig({ cwd: folder({ 'c.yml': 'server: [\n' }), configPath: 'c.yml', env: {} });
    expect(!yaml.ok && yaml.error.code).toBe('config-yaml-invalid');

    const missing = loadConfig({ cwd: folder(), configPath: 'nope.yml', env: {} });
    expect(!missing.ok && missing.error.code).toBe('config-file-not-found');
    expect(!missing.ok && missing.error.message).toMatch(/config\.example\.yml/);
  });

  test('the shipped config files load', () => {
    const cwd = join(import.meta.dirname, '../..');
    for (const configPath of ['config/config.yml', 'config/config.example.yml']) {
      const loaded = loadConfig({ cwd, configPath, env: {}, dotenv: false });
      expect(loaded.ok ? 'ok' : loaded.error.message).toBe('ok');
    }
  });

  test('every overridable key has a unique env var', () => {
    const names = CONFIG_KEYS.map((key) => key.env);
    expect(new Set(names).size).toBe(names.length);
    // Ours start with AIWOLF_; the model endpoint keeps the openai SDK's standard names.
    expect(names.filter((name) => !name.startsWith('AIWOLF_'))).toEqual(['OPENAI_API_KEY', 'OPENAI_BASE_URL']);
  });
});
