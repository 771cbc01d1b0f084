import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  PushProblem,
  base64UrlToBytes,
  emailProblem,
  panelShape,
  planChange,
  prefsOf,
  pushBlocker,
  pushErrorText,
  summary,
  webhookProblem,
  wireSubscription,
} from '../src/notify';
import { unsubscribeFailure } from '../src/pages/Unsubscribe';
import { ApiError } from '../src/api';
import type { LobbyInfo, NotifyOffer, NotifySettings, ServerMsg } from '../src/protocol';
import { parseRoute } from '../src/router';
import { initialState, receive } from '../src/session';

const ALL: NotifyOffer = { push_key: 'BPushKey', email: true, webhook: true };
const WEBHOOK_ONLY: NotifyOffer = { email: false, webhook: true };
const SUB = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BKey', auth: 'auth16' } };

describe('planChange', () => {
  it('sends nothing for when/remind while no channel is on, and keeps them for the first channel', () => {
    const a = planChange(null, DEFAULT_PREFS, { t: 'when', when: 'away' }, ALL);
    expect(a).toEqual({ send: null, prefs: { when: 'away', remind: false } });
    const b = planChange(null, a.prefs, { t: 'remind', remind: true }, ALL);
    expect(b).toEqual({ send: null, prefs: { when: 'away', remind: true } });
    const c = planChange(null, b.prefs, { t: 'webhook', webhook: ' https://hooks.example/albion ' }, ALL);
    expect(c.send).toEqual({ when: 'away', remind: true, webhook: 'https://hooks.example/albion' });
  });

  it('adds a channel to the ones already on, sending the whole settings', () => {
    const current: NotifySettings = { when: 'always', remind: false, email: 'ann@example.com' };
    const plan = planChange(current, prefsOf(current), { t: 'push', push: SUB }, ALL);
    expect(plan.send).toEqual({ when: 'always', remind: false, email: 'ann@example.com', push: SUB });
  });

  it('turns a channel off by sending the settings without it', () => {
    const current: NotifySettings = { when: 'away', remind: true, email: 'ann@example.com', webhook: 'https://h.example/x' };
    const plan = planChange(current, prefsOf(current), { t: 'email', email: null }, ALL);
    expect(plan.send).toEqual({ when: 'away', remind: true, webhook: 'https://h.example/x' });
    expect('email' in plan.send!).toBe(false);
  });

  it('turning the last channel off sends settings with no channel (notifications off)', () => {
    const current: NotifySettings = { when: 'always', remind: false, push: SUB };
    const plan = planChange(current, prefsOf(current), { t: 'push', push: null }, ALL);
    expect(plan.send).toEqual({ when: 'always', remind: false });
  });

  it('sends when/remind changes while a channel is on', () => {
    const current: NotifySettings = { when: 'always', remind: false, webhook: 'https://h.example/x' };
    expect(planChange(current, prefsOf(current), { t: 'when', when: 'away' }, ALL).send).toEqual({
      when: 'away',
      remind: false,
      webhook: 'https://h.example/x',
    });
    expect(planChange(current, prefsOf(current), { t: 'remind', remind: true }, ALL).send).toEqual({
      when: 'always',
      remind: true,
      webhook: 'https://h.example/x',
    });
  });

  it('sends nothing when nothing changes', () => {
    const current: NotifySettings = { when: 'always', remind: false, email: 'ann@example.com' };
    expect(planChange(current, prefsOf(current), { t: 'email', email: 'ann@example.com ' }, ALL).send).toBeNull();
    expect(planChange(current, prefsOf(current), { t: 'when', when: 'always' }, ALL).send).toBeNull();
    expect(planChange(null, DEFAULT_PREFS, { t: 'webhook', webhook: null }, ALL).send).toBeNull();
    // Settings the server keeps with every channel off are "off" too.
    expect(planChange({ when: 'away', remind: false }, { when: 'away', remind: false }, { t: 'email', email: null }, ALL).send).toBeNull();
  });

  it('drops a channel the server no longer offers, and never sends nulls', () => {
    const current: NotifySettings = { when: 'always', remind: false, email: 'ann@example.com', push: SUB, webhook: null };
    const plan = planChange(current, prefsOf(current), { t: 'webhook', webhook: 'https://h.example/x' }, WEBHOOK_ONLY);
    expect(plan.send).toEqual({ when: 'always', remind: false, webhook: 'https://h.example/x' });
    expect(JSON.stringify(plan.send)).not.toContain('null');
  });

  it('an empty address is the channel off', () => {
    const current: NotifySettings = { when: 'always', remind: false, email: 'ann@example.com', webhook: 'https://h.example/x' };
    expect(planChange(current, prefsOf(current), { t: 'email', email: '   ' }, ALL).send).toEqual({
      when: 'always',
      remind: false,
      webhook: 'https://h.example/x',
    });
  });
});

describe('what the panel shows', () => {
  it('shows only the offered channels', () => {
    expect(panelShape(ALL, null, true)).toEqual({ push: true, pushBlocked: null, email: true, webhook: true, remind: true, any: true });
    expect(panelShape(WEBHOOK_ONLY, null, false)).toEqual({
      push: false,
      pushBlocked: null,
      email: false,
      webhook: true,
      remind: false,
      any: true,
    });
    expect(panelShape({ push_key: null, email: false, webhook: false }, null, true).any).toBe(false);
    expect(panelShape({ push_key: '', email: true, webhook: false }, null, false)).toMatchObject({ push: false, email: true });
  });

  it('says why push cannot be used in this browser, only when push is offered', () => {
    const why = pushBlocker({ secure: true, serviceWorker: false, pushManager: true, notification: true });
    expect(why).toBe('This browser cannot show push notifications.');
    expect(panelShape(ALL, why, false).pushBlocked).toBe(why);
    expect(panelShape(WEBHOOK_ONLY, why, false).pushBlocked).toBeNull();
    expect(pushBlocker({ secure: false, serviceWorker: true, pushManager: true, notification: true })).toMatch(/https/);
    expect(pushBlocker({ secure: true, serviceWorker: true, pushManager: true, notification: true })).toBeNull();
  });

  it('sums up what is on', () => {
    expect(summary(null, ALL)).toBeNull();
    expect(summary({ when: 'always', remind: false }, ALL)).toBeNull();
    expect(summary({ when: 'always', remind: false, push: SUB, webhook: 'https://h.example/x' }, ALL)).toBe(
      'On: by push notifications and webhook.',
    );
    expect(summary({ when: 'away', remind: false, email: 'a@b.c' }, ALL)).toBe('On: by e-mail, only when you are not connected.');
    expect(summary({ when: 'always', remind: true, push: SUB, email: 'a@b.c', webhook: 'https://h.example/x' }, ALL)).toBe(
      'On: by push notifications, e-mail and webhook.',
    );
    // A channel the server does not offer any more does not count.
    expect(summary({ when: 'always', remind: false, email: 'a@b.c' }, WEBHOOK_ONLY)).toBeNull();
  });
});

describe('checks before sending', () => {
  it('e-mail addresses', () => {
    expect(emailProblem('ann@example.com')).toBeNull();
    expect(emailProblem('  ')).toMatch(/Type/);
    expect(emailProblem('ann at example')).toMatch(/e-mail address/);
    expect(emailProblem(`${'a'.repeat(510)}@b.c`)).toMatch(/too long/);
  });

  it('webhook URLs', () => {
    expect(webhookProblem('https://hooks.example/albion')).toBeNull();
    expect(webhookProblem('http://127.0.0.1:8099/hook')).toBeNull();
    expect(webhookProblem('hooks.example')).toMatch(/https:\/\//);
    expect(webhookProblem('ftp://hooks.example/')).toMatch(/https:\/\//);
    expect(webhookProblem('')).toMatch(/Type/);
  });
});

describe('Web Push pieces', () => {
  it('decodes the server key from base64url', () => {
    expect(Array.from(base64UrlToBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
    expect(Array.from(base64UrlToBytes('AQID_-8='))).toEqual([1, 2, 3, 255, 239]);
    // A VAPID public key: 65 bytes, the first 0x04 (uncompressed point).
    const key = base64UrlToBytes('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('sends the subscription without expirationTime', () => {
    expect(wireSubscription({ endpoint: SUB.endpoint, expirationTime: null, keys: { ...SUB.keys } } as never)).toEqual(SUB);
    expect(wireSubscription({ endpoint: SUB.endpoint, keys: { p256dh: 'x' } })).toBeNull();
    expect(wireSubscription({ keys: SUB.keys })).toBeNull();
  });

  it('says in plain words why push could not be turned on', () => {
    const abort = Object.assign(new Error('Registration failed - push service error'), { name: 'AbortError' });
    expect(pushErrorText(abort, true)).toBe(
      'This browser could not set up push notifications: its push service did not answer, or this is a private window. Try again later, or in a normal window. The other ways below still work.',
    );
    expect(pushErrorText(abort, false)).not.toMatch(/other ways/);
    expect(pushErrorText(new PushProblem('denied'), true)).toMatch(/blocked for this site/);
    expect(pushErrorText(new PushProblem('dismissed'), true)).toMatch(/choose Allow/);
    expect(pushErrorText(Object.assign(new Error('x'), { name: 'NotAllowedError' }), true)).toMatch(/blocked/);
    expect(pushErrorText(new TypeError('boom'), false)).toBe('Push notifications could not be turned on in this browser.');
  });
});

describe('the session keeps what the server says', () => {
  const lobby: LobbyInfo = {
    code: 'K7QX2M9PHJ3D',
    config: { game: 'camelot', ruleset: 'standard', days_per_move: 2 },
    public: false,
    status: 'playing',
    host: 0,
    seats: [
      { seat: 0, name: 'ann', ready: true, connected: true, rematch: false },
      { seat: 1, name: 'bob', ready: true, connected: true, rematch: false },
    ],
    game_no: 1,
    result: null,
    spectators: 0,
    game_id: 1,
  };
  const seated = () => {
    let s = receive(initialState(lobby.code), { t: 'welcome', seat: 0, prompt_secs: 60 } as ServerMsg).state;
    s = receive(s, { t: 'sync', v: 3, lobby, game: null }).state;
    return s;
  };

  it('takes the notify message, and a refusal as the panel own error', () => {
    let s = seated();
    expect(s.notify).toBeNull();
    s = receive(s, { t: 'notify', offer: WEBHOOK_ONLY }).state;
    expect(s.notify).toEqual({ offer: WEBHOOK_ONLY, settings: null, secret: null });
    s = { ...s, notifySaving: true, inFlight: 1 };
    s = receive(s, { t: 'rejected', code: 'invalid_notify', message: 'That webhook address is refused.' }).state;
    expect(s.notifyError).toBe('That webhook address is refused.');
    expect(s.notifySaving).toBe(false);
    // Not a game or lobby refusal, and not an answer to another request.
    expect(s.rejected).toBeNull();
    expect(s.inFlight).toBe(1);
    const settings: NotifySettings = { when: 'always', remind: false, webhook: 'https://h.example/x' };
    s = receive(s, { t: 'notify', offer: WEBHOOK_ONLY, settings, webhook_secret: 'c2VjcmV0' }).state;
    expect(s.notify).toEqual({ offer: WEBHOOK_ONLY, settings, secret: 'c2VjcmV0' });
    expect(s.notifyError).toBeNull();
  });

  it('forgets them when the connection is no longer seated', () => {
    let s = receive(seated(), { t: 'notify', offer: ALL }).state;
    s = receive(s, { t: 'welcome', seat: null, prompt_secs: 60 } as ServerMsg).state;
    expect(s.notify).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('has its route', () => {
    expect(parseRoute('/unsubscribe/abcDEF_-123')).toEqual({ page: 'unsubscribe', key: 'abcDEF_-123' });
    expect(parseRoute('/unsubscribe/abc/')).toEqual({ page: 'unsubscribe', key: 'abc' });
    expect(parseRoute('/unsubscribe/%E0%A4%A')).toEqual({ page: 'missing', path: '/unsubscribe/%E0%A4%A' });
    expect(parseRoute('/unsubscribe/')).toEqual({ page: 'missing', path: '/unsubscribe/' });
  });

  it('says plainly when the link does not work', () => {
    const gone = unsubscribeFailure(new ApiError(404, 'not_found', 'no such key'));
    expect(gone.final).toBe(true);
    expect(gone.message).toMatch(/does not work any more/);
    expect(unsubscribeFailure(new ApiError(0, 'network', 'The server cannot be reached.')).final).toBe(false);
  });
});
