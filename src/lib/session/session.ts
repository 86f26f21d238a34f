import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import type { components } from '@gen/openapi.gen';
import { api } from '../api';
import { app, cookies, tokenValues } from '../constants';
import { cookieJar } from '../cookies';
import {} from '../http/envelope';
import { NetworkError } from '../http/errors';
import { isUsableToken, resolveToken, type TokenSources } from '../http/token';
import { logger } from '../log';
import { forgetServerData } from '../query';
import { nativeBridge } from '../native';
import { keepBuyerData, stopKeepingBuyerData } from '../offline';
import { localHref } from '../routes';
import { forgetTabState, persisted, readStored, storageKeys, writeStored } from '../storage';

export type UserInfo = components['schemas']['UserInfo'];
export type MenuButton = components['schemas']['MenuButton'];

/** Who is using the app (product-spec §3 "app" and "user" holders, §4 session rules). */
export interface SessionState {
  /** The token as stored (the x-auth-token cookie); may be NEEDLOGIN. */
  token: string;
  /** The user login flag. */
  loggedIn: boolean;
  /** The needLogin cookie: the buyer has to log in again. */
  needLogin: boolean;
  /** Persisted; holds accountName. */
  userInfo: UserInfo | null;
  /** The saved home page; null until something saves one. */
  homePath: string | null;
  /** Permitted buttons of the menu tree, persisted. */
  buttonList: MenuButton[];
  /** The start-up login check has finished (successfully or not). */
  checked: boolean;
}

const initial = (): SessionState => ({ token: '', loggedIn: false, needLogin: false, userInfo: null, homePath: null, buttonList: [], checked: false });

/** The session store. Components read it with useSnapshot; it changes only through the actions below. */
export const session = proxy<SessionState>(initial());

let checked: Promise<void> = Promise.resolve();
let markChecked: () => void = () => undefined;

/** Resolves once the start-up login check has finished; middleware that needs the login flag waits on it. */
export function whenSessionChecked(): Promise<void> {
  return checked;
}

const truthyCookie = (value: string | undefined) => value === 'true' || value === '1';

// What an older version or junk left in storage is checked before the session takes it: a screen reads
// `userInfo.accountName` and `button.btnId` without asking again.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUserInfo = (value: unknown): value is UserInfo =>
  isRecord(value) && typeof value.memberId === 'string' && typeof value.accountName === 'string' && typeof value.memberType === 'string';
const isMenuButton = (value: unknown): value is MenuButton => isRecord(value) && typeof value.btnId === 'string' && typeof value.selected === 'boolean';

/**
 * Loads what the session keeps between visits: the token and needLogin cookies, the user info, the
 * home page and the button list. The login flag stays false until the start-up check confirms it.
 */
export function restoreSession(): void {
  Object.assign(session, initial());
  session.token = cookieJar().get(cookies.token) ?? '';
  session.needLogin = truthyCookie(cookieJar().get(cookies.needLogin));
  const info = readStored<unknown>(storageKeys.userInfo);
  session.userInfo = isUserInfo(info) ? info : null;
  // A route of this app only: a stored '//elsewhere' would send the buyer off-site at the next redirect.
  const home = readStored<unknown>(storageKeys.homePath);
  session.homePath = (typeof home === 'string' ? localHref(home) : undefined) ?? null;
  const buttons = readStored<unknown>(storageKeys.buttonList);
  session.buttonList = Array.isArray(buttons) ? buttons.filter(isMenuButton) : [];
  checked = new Promise((resolve) => {
    markChecked = resolve;
  });
}

/** Resets the store to its empty state (tests). */
export function resetSession(): void {
  Object.assign(session, initial());
  checked = Promise.resolve();
  markChecked = () => undefined;
}

/**
 * Stores a new token (cookie and store) and applies the §4 rule: NEEDLOGIN sets the login flag
 * false, any other usable token sets it true (and lifts needLogin), an empty or unusable one logs out.
 */
export function setToken(token: string): void {
  session.token = token;
  if (token) cookieJar().set(cookies.token, token);
  else cookieJar().remove(cookies.token);
  if (token === tokenValues.needLogin) {
    session.loggedIn = false;
  } else if (isUsableToken(token)) {
    session.loggedIn = true;
    setNeedLogin(false);
  } else {
    session.loggedIn = false;
  }
}

/** Sets the needLogin cookie; when set, the buyer counts as logged out. */
export function setNeedLogin(needLogin: boolean): void {
  session.needLogin = needLogin;
  if (needLogin) {
    cookieJar().set(cookies.needLogin, 'true');
    session.loggedIn = false;
  } else {
    cookieJar().remove(cookies.needLogin);
  }
}

/** Stores and persists the user info. */
export function setUserInfo(info: UserInfo | null): void {
  session.userInfo = info;
  writeStored(storageKeys.userInfo, info ?? undefined);
}

/** Saves the home page path the buyer should return to. */
export function setHomePath(path: string | null): void {
  session.homePath = path;
  writeStored(storageKeys.homePath, path ?? undefined);
}

/** The saved home page, else the default one (constants `app.defaultHomePath`). */
export function homePath(): string {
  return session.homePath ?? app.defaultHomePath;
}

/** Saves the permitted buttons. */
export function setButtonList(buttons: MenuButton[]): void {
  session.buttonList = buttons;
  writeStored(storageKeys.buttonList, buttons.length ? buttons : undefined);
}

/**
 * Whether a button is allowed (product-spec §6): its saved `selected` is true.
 * @example can('order.cancel')
 */
export function can(btnId: string): boolean {
  return allowed(session.buttonList, btnId);
}

const allowed = (buttons: readonly Pick<MenuButton, 'btnId' | 'selected'>[], btnId: string) =>
  buttons.some((button) => button.btnId === btnId && button.selected === true);

/** Whether a button is allowed, as `can` decides, re-rendering when the saved buttons change. */
export function useCan(btnId: string): boolean {
  return allowed(useSnapshot(session).buttonList, btnId);
}

/** Forgets the login: token, user info, needLogin and permitted buttons; the login flag goes false. */
export function clearSession(): void {
  setToken('');
  setUserInfo(null);
  setNeedLogin(false);
  setButtonList([]);
  session.loggedIn = false;
  forgetAnswers();
}

/** Drops the answers in memory; what the device keeps for the buyer stays (see forgetBuyerData for a logout). */
function forgetAnswers(): void {
  stopKeepingBuyerData();
  forgetServerData();
}

/** Where the client and the middleware read the token from (product-spec §7). */
export const sessionTokenSources: TokenSources = {
  inNativeApp: () => nativeBridge().inApp,
  nativeToken: () => nativeBridge().getToken(),
  storedToken: () => cookieJar().get(cookies.token) ?? '',
  storeToken: (token) => setToken(token),
};

/** Fetches the menu tree of the buyer app and saves its buttonList; a failure is logged only. */
export async function fetchMenu(): Promise<void> {
  try {
    const tree = await api.auth.menuTree({ platform: app.menuPlatform });
    setButtonList(tree.buttonList);
  } catch (error) {
    logger().warn('menu tree not loaded', error);
  }
}

/**
 * Fetches the user info: the start-up call, the login-info call right after a login (the spec's "login
 * info: on success user info is stored and persisted"), or the ordinary one. On success the info is stored
 * and persisted, the login flag goes true and the menu tree is fetched; a failure is only logged —
 * an expired login reaches the buyer through the client's unauthorized event instead.
 */
export async function fetchUserInfo(kind: 'startup' | 'login' | 'refresh' = 'refresh'): Promise<boolean> {
  try {
    const info = await (kind === 'startup' ? api.auth.startupUserInfo() : kind === 'login' ? api.auth.loginInfo() : api.auth.userInfo());
    keepTabFor(info.memberId);
    setUserInfo(info);
    session.loggedIn = true;
    void keepBuyerData(info.memberId);
  } catch (error) {
    logger().warn('user info not loaded', error);
    // No network (a building site): the buyer of the last check is taken at their word until it returns —
    // the screens show what the device kept for them, and the first call that reaches the gateway checks the login.
    if (kind === 'startup' && error instanceof NetworkError && session.userInfo !== null) session.loggedIn = true;
    return false;
  }
  await fetchMenu();
  return true;
}

/**
 * The buyer this tab keeps drafts for (sessionStorage): the one of the last login here. An expired login
 * clears the session but not the drafts — the same buyer logs in again to finish what they typed — so a
 * login as someone else is what tells that they are not theirs.
 */
const tabBuyer = persisted<string>('buyerapp.tabBuyer', { accept: (value): value is string => typeof value === 'string' });

/** Keeps this tab's drafts for `memberId`: those of another buyer are forgotten first. */
function keepTabFor(memberId: string): void {
  const before = tabBuyer.read();
  if (before !== undefined && before !== memberId) {
    forgetTabState();
    forgetAnswers();
  }
  tabBuyer.write(memberId);
}

/** Stores a token without touching the login flag: at start-up only the user-info call decides it. */
function storeTokenQuietly(token: string): void {
  session.token = token;
  if (token) cookieJar().set(cookies.token, token);
  else cookieJar().remove(cookies.token);
}

/**
 * The start-up login check (§4): with a usable token (from the app inside it, else the cookie) and
 * no needLogin, the start-up user-info call decides the login flag. Always marks the session checked.
 */
export async function checkSession(sources: TokenSources = { ...sessionTokenSources, storeToken: storeTokenQuietly }): Promise<void> {
  try {
    const token = await resolveToken(sources);
    if (token !== session.token) storeTokenQuietly(token);
    if (session.needLogin || !isUsableToken(token)) {
      session.loggedIn = false;
      return;
    }
    await fetchUserInfo('startup');
  } finally {
    session.checked = true;
    markChecked();
  }
}

/** After a login screen got a token: store it, then load the user info and the menu tree. */
export async function completeLogin(token: string): Promise<boolean> {
  setToken(token);
  return fetchUserInfo('login');
}
