import { type BrowserEnv, type BridgeTransport, type NativeCallName } from './types';
import { createNativeBridge, type NativeBridge } from './bridge';

/** One call the fake app received. */
export interface RecordedCall {
  readonly name: NativeCallName;
  readonly payload: unknown;
}

type Answer = unknown | ((payload: unknown) => unknown);

/** A transport standing in for the app: records every call and answers from a table. */
export function createFakeTransport(answers: Partial<Record<NativeCallName, Answer>> = {}): BridgeTransport & {
  readonly calls: RecordedCall[];
  answer(name: NativeCallName, value: Answer): void;
} {
  const table = new Map<NativeCallName, Answer>(Object.entries(answers) as [NativeCallName, Answer][]);
  const calls: RecordedCall[] = [];
  return {
    calls,
    answer: (name, value) => void table.set(name, value),
    async call(name, payload) {
      calls.push({ name, payload: payload ?? null });
      const answer = table.get(name);
      const value = typeof answer === 'function' ? (answer as (payload: unknown) => unknown)(payload) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  };
}

/** A browser environment that records what the fallbacks did instead of doing it. */
export function createFakeEnv(overrides: Partial<BrowserEnv> = {}): BrowserEnv & { readonly actions: string[] } {
  const actions: string[] = [];
  return {
    actions,
    navigate: (to, options) => void actions.push(`navigate ${to}${options?.replace ? ' (replace)' : ''}`),
    back: () => void actions.push('back'),
    openUrl: (url) => void actions.push(`openUrl ${url}`),
    openWindow: (url) => void actions.push(`openWindow ${url}`),
    currentPath: () => '/current?x=1',
    readToken: () => '',
    pickFiles: async () => [],
    position: async () => ({ latitude: 0, longitude: 0 }),
    viewImages: (images, index) => void actions.push(`viewImages ${images.join(',')} @${index}`),
    webLogin: () => void actions.push('webLogin'),
    webLogout: () => void actions.push('webLogout'),
    ...overrides,
  };
}

/**
 * A bridge for tests: inside the "app" (or a browser with `inApp: false`), with the fake transport
 * and environment exposed to assert on.
 */
export function createFakeBridge(options: { inApp?: boolean; answers?: Partial<Record<NativeCallName, Answer>>; env?: Partial<BrowserEnv> } = {}): {
  bridge: NativeBridge;
  transport: ReturnType<typeof createFakeTransport>;
  env: ReturnType<typeof createFakeEnv>;
} {
  const transport = createFakeTransport(options.answers);
  const env = createFakeEnv(options.env);
  const bridge = createNativeBridge({ inApp: options.inApp ?? true, transport, env });
  return { bridge, transport, env };
}
