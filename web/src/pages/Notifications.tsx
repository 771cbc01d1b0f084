// The lobby page's Notifications panel: how this seat is told that the game waits for it (Web
// Push to this browser, e-mail, a signed webhook), from the server's `notify` message. What it
// shows is what the server last said; each change sends the whole settings (notify.ts), and
// nothing is sent until the player changes something.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type NotifyChange,
  type NotifyPrefs,
  MAX_TARGET_BYTES,
  browserPushBlocker,
  emailProblem,
  panelShape,
  planChange,
  prefsOf,
  pushErrorText,
  subscribePush,
  summary,
  webhookProblem,
} from '../notify';
import { errorText } from '../errors';
import { t } from '../i18n';
import { tRich } from '../rich';
import type { LobbyState, Session } from '../session';
import { correspondenceDays } from '../util';

/** A text channel (e-mail or webhook): a switch, and a field with its own Save while it is on. */
function TargetChannel(props: {
  id: string;
  label: string;
  hint: string;
  field: string;
  type: 'email' | 'url';
  saved: string | null;
  problem: (text: string) => string | null;
  disabled: boolean;
  onSave: (value: string | null) => void;
  children?: preact.ComponentChildren;
}) {
  const { id, saved } = props;
  const [open, setOpen] = useState(saved !== null);
  const [text, setText] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The server's answer is the truth: the field follows it.
  useEffect(() => {
    setOpen(saved !== null);
    setText(saved ?? '');
    setProblem(null);
  }, [saved]);
  const save = () => {
    const why = props.problem(text);
    setProblem(why);
    if (!why) props.onSave(text.trim());
  };
  const input = {
    value: text,
    maxLength: MAX_TARGET_BYTES,
    spellcheck: false,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `notify-${id}-hint`,
    onInput: (e: Event) => setText((e.target as HTMLInputElement).value),
  };
  return (
    <div class="notify-channel" data-testid={`notify-${id}`}>
      <label class="notify-switch">
        <input
          type="checkbox"
          checked={open}
          disabled={props.disabled}
          onChange={(e) => {
            const on = (e.target as HTMLInputElement).checked;
            setOpen(on);
            setProblem(null);
            // Off: the server forgets it at once. On: nothing is sent until Save.
            if (!on && saved !== null) props.onSave(null);
          }}
        />
        {props.label}
        {saved !== null && <span class="tag ok">{t('notify-on')}</span>}
      </label>
      {open && (
        <form
          class="row notify-target"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label class="field grow">
            <span>{props.field}</span>
            {props.type === 'email' ? <input type="email" autoComplete="email" {...input} /> : <input type="url" autoComplete="off" {...input} />}
          </label>
          <button type="submit" disabled={props.disabled || (saved !== null && text.trim() === saved)}>
            {t('notify-save')}
          </button>
        </form>
      )}
      {open && (
        <p class={problem ? 'error small' : 'muted small'} id={`notify-${id}-hint`} role={problem ? 'alert' : undefined}>
          {problem ?? props.hint}
        </p>
      )}
      {props.children}
    </div>
  );
}

export function NotificationsPanel({ session, state }: { session: Session; state: LobbyState }) {
  const info = state.notify!;
  const lobby = state.lobby!;
  const settings = info.settings;
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<NotifyPrefs>(() => prefsOf(settings));
  const [pushBusy, setPushBusy] = useState(false);
  const [pushError, setPushError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Where the server's refusal shows: beside what was changed last.
  const [touched, setTouched] = useState<NotifyChange['t']>('when');
  const [blocker] = useState(browserPushBlocker);
  const shape = panelShape(info.offer, blocker, correspondenceDays(lobby.config) !== null);
  const offline = state.link.state !== 'open';

  // The server's settings are the truth (also after it refused a change); without any, the
  // page keeps the player's choices.
  useEffect(() => {
    if (settings) setPrefs(prefsOf(settings));
  }, [settings, state.notifyError]);
  // "Saved" once the server answers what this page sent.
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current && !state.notifySaving) setNote(state.notifyError ? '' : t('notify-saved'));
    saving.current = state.notifySaving;
  }, [state.notifySaving, state.notifyError]);

  // A push subscription takes a while: its change applies to the settings of that moment.
  const latest = useRef({ settings, prefs, offer: info.offer });
  latest.current = { settings, prefs, offer: info.offer };

  if (!shape.any) return null;

  const change = (c: NotifyChange): boolean => {
    const now = latest.current;
    const plan = planChange(now.settings, now.prefs, c, now.offer);
    setPrefs(plan.prefs);
    setNote('');
    setTouched(c.t);
    if (!plan.send) {
      if (c.t === 'when' || c.t === 'remind') setNote(t('notify-noted'));
      return true;
    }
    if (session.notify(plan.send)) return true;
    setNote(t('notify-offline'));
    return false;
  };

  const togglePush = async (on: boolean) => {
    setPushError(null);
    if (!on) {
      change({ t: 'push', push: null });
      return;
    }
    setPushBusy(true);
    try {
      const push = await subscribePush(info.offer.push_key!);
      change({ t: 'push', push });
    } catch (e) {
      setPushError(pushErrorText(e, shape.email || shape.webhook));
    } finally {
      setPushBusy(false);
    }
  };

  const per = lobby.config.game === 'camelot' ? 'move' : 'turn';
  const refusal = (where: NotifyChange['t']) =>
    state.notifyError &&
    (touched === where || (where === 'when' && touched === 'remind')) && (
      <p class="error small" role="alert" data-testid="notify-error">
        {errorText('invalid_notify', state.notifyError)}
      </p>
    );
  const on = summary(settings, info.offer);
  return (
    <section class="card notify" aria-labelledby="notify-title" data-testid="notify-panel">
      <h2 id="notify-title" class="notify-title">
        <button
          type="button"
          class="disclosure"
          aria-expanded={open}
          aria-controls="notify-body"
          onClick={() => setOpen(!open)}
        >
          <span class="disclosure-mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span>{t('notify-title')}</span>
          <span class={on ? 'tag ok' : 'tag'} data-testid="notify-on">
            {on ? t('notify-on') : t('notify-off')}
          </span>
        </button>
      </h2>
      <p class="muted small notify-intro" data-testid="notify-summary">
        {on ?? t('notify-off-summary')}
      </p>
      {/* Hidden rather than removed while closed, so a half-typed address stays. */}
      <div id="notify-body" hidden={!open}>
        <p class="notify-intro small">{t('notify-ways', { per })}</p>
        {shape.push && (
          <div class="notify-channel" data-testid="notify-push">
            {shape.pushBlocked ? (
              <p class="muted small">
                {tRich('notify-push-blocked', { label: <strong>{t('notify-push-label')}</strong> }, { why: shape.pushBlocked })}
              </p>
            ) : (
              <label class="notify-switch">
                <input
                  type="checkbox"
                  checked={!!settings?.push || pushBusy}
                  disabled={pushBusy || offline}
                  aria-describedby="notify-push-help"
                  onChange={(e) => void togglePush((e.target as HTMLInputElement).checked)}
                />
                {t('notify-push-switch')}
                {settings?.push && <span class="tag ok">{t('notify-on')}</span>}
              </label>
            )}
            {!shape.pushBlocked && (
              <p class="muted small" id="notify-push-help">
                {pushBusy ? t('notify-push-asking') : t('notify-push-help')}
              </p>
            )}
            {pushError && (
              <p class="error small" role="alert" data-testid="push-error">
                {pushError}
              </p>
            )}
            {refusal('push')}
          </div>
        )}
        {shape.email && (
          <TargetChannel
            id="email"
            label={t('notify-email-label')}
            field={t('notify-email-field')}
            type="email"
            hint={t('notify-email-hint')}
            saved={settings?.email ?? null}
            problem={emailProblem}
            disabled={offline}
            onSave={(email) => change({ t: 'email', email })}
          >
            {refusal('email')}
          </TargetChannel>
        )}
        {shape.webhook && (
          <TargetChannel
            id="webhook"
            label={t('notify-webhook-label')}
            field={t('notify-webhook-field')}
            type="url"
            hint={t('notify-webhook-hint')}
            saved={settings?.webhook ?? null}
            problem={webhookProblem}
            disabled={offline}
            onSave={(webhook) => change({ t: 'webhook', webhook })}
          >
            {refusal('webhook')}
            {settings?.webhook && info.secret && (
              <div class="notify-secret">
                <span class="label" id="webhook-secret-label">
                  {t('notify-secret-label')}
                </span>
                <code data-testid="webhook-secret" aria-labelledby="webhook-secret-label">
                  {info.secret}
                </code>
                <p class="muted small">
                  {tRich('notify-secret-help', {
                    header: <code>X-Albion-Signature</code>,
                    prefix: <code>sha256=</code>,
                  })}
                </p>
              </div>
            )}
          </TargetChannel>
        )}
        <div class="notify-channel">
          <fieldset class="notify-when" disabled={offline}>
            <legend>{t('notify-when-legend')}</legend>
            <label>
              <input
                type="radio"
                name="notify-when"
                value="always"
                checked={prefs.when === 'always'}
                onChange={() => change({ t: 'when', when: 'always' })}
              />
              {t('notify-when-always', { per })}
            </label>
            <label>
              <input
                type="radio"
                name="notify-when"
                value="away"
                checked={prefs.when === 'away'}
                onChange={() => change({ t: 'when', when: 'away' })}
              />
              {t('notify-when-away')}
            </label>
          </fieldset>
          {shape.remind && (
            <label class="notify-switch plain">
              <input
                type="checkbox"
                checked={prefs.remind}
                disabled={offline}
                onChange={(e) => change({ t: 'remind', remind: (e.target as HTMLInputElement).checked })}
              />
              {t('notify-remind')}
            </label>
          )}
        </div>
        {refusal('when')}
        <p class="muted small notify-note" role="status" data-testid="notify-status">
          {state.notifySaving ? t('notify-saving') : note}
        </p>
      </div>
    </section>
  );
}
