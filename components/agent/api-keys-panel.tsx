'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { FocusedMessage } from '@/components/account/form-parts';
import { ModalDialog } from '@/components/basket/modal-dialog';
import { FormField } from '@/components/payment/form-field';
import { LoadFailed } from '@/components/ui/load-failed';
import buttons from '@/components/ui/buttons.module.css';
import { API_KEY_NAME_MAX, API_KEYS_MAX, type ApiKey, type NewApiKey } from '@/lib/api/agent-api-keys';
import { BasketCallError } from '@/lib/basket/basket-call';
import { useDateFormat } from '@/lib/format/use-date-format';
import { useApiKeys, type ApiKeyProblem, type Outcome } from './use-api-keys';
import styles from './agent-area.module.css';

/** Where resellers' systems call (ADR 0023), on the site the agent is on. */
const OCTO_PATH = '/api/octo/v1';

interface NameForm {
  name: string;
}

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<NameForm>(() => import('./api-key-name-schema').then((m) => m.NameSchema));

/**
 * The agency's keys for the OCTO API: what they are for and where the API is, a new key (its
 * secret shown this once, to copy), and every key with its use and state; revoking asks first.
 */
export function ApiKeysPanel() {
  const t = useTranslations('agentArea.apiKeys');
  const keys = useApiKeys();
  const listTitleId = useId();
  const notice = useRef<HTMLParagraphElement>(null);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  // Shown revoked in the same render that closes the dialog, so the keyboard never lands on a vanished button.
  const [revokedHere, setRevokedHere] = useState<Record<string, ApiKey>>({});
  const [revoked, setRevoked] = useState<{ name: string; id: string } | null>(null);

  useEffect(() => {
    if (revoked) notice.current?.focus();
  }, [revoked]);

  const failure = keys.list.error instanceof BasketCallError ? keys.list.error.failure : null;
  const shown = keys.list.data?.keys.map((key) => (key.revokedAt ? key : (revokedHere[key.id] ?? key)));

  const onRevoked = (key: ApiKey) => {
    setRevokedHere((map) => ({ ...map, [key.id]: key }));
    setRevoked({ name: key.name, id: key.id });
    setConfirming(null);
    if (created?.id === key.id) setCreated(null);
  };

  return (
    <div className={styles.panelBody}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <AboutTheApi />
      <CreateKey
        create={keys.create}
        created={created}
        onCreated={(key) => {
          setRevoked(null);
          setCreated(key);
        }}
        onHide={() => setCreated(null)}
      />
      <section className={styles.panelBody} aria-labelledby={listTitleId}>
        <h3 id={listTitleId} className={styles.subTitle}>
          {t('listTitle')}
        </h3>
        {revoked ? (
          <p ref={notice} tabIndex={-1} role="status" className={styles.notice}>
            {t('revoked', { name: revoked.name })}
          </p>
        ) : null}
        <div aria-live="polite" aria-busy={keys.list.isFetching || undefined} className={styles.results}>
          {keys.list.isPending ? <p role="status">{t('loading')}</p> : null}
          {!shown && keys.list.isError ? (
            <LoadFailed className={styles.alert} message={failure?.kind === 'network' ? t('failedNetwork') : t('failed')} retryLabel={t('retry')} onRetry={() => void keys.list.refetch()} />
          ) : null}
          {shown ? (
            shown.length === 0 ? (
              <p>{t('empty')}</p>
            ) : (
              <>
                <p className={styles.hint}>{t('count', { active: shown.filter((key) => !key.revokedAt).length, max: API_KEYS_MAX })}</p>
                <KeysTable keys={shown} labelledBy={listTitleId} onRevoke={setConfirming} />
              </>
            )
          ) : null}
        </div>
      </section>
      <RevokeDialog apiKey={confirming} revoke={keys.revoke} onClose={() => setConfirming(null)} onRevoked={onRevoked} fallbackFocus={() => notice.current} />
    </div>
  );
}

function AboutTheApi() {
  const t = useTranslations('agentArea.apiKeys');
  // The island renders in the browser only: the origin is the site the agent is on.
  const origin = window.location.origin;
  return (
    <div className={styles.apiAbout}>
      <p>{t('intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('address')}</dt>
        <dd>
          <code className={styles.code}>{`${origin}${OCTO_PATH}`}</code>
        </dd>
        <dt>{t('docs')}</dt>
        <dd>
          <a href={`${OCTO_PATH}/openapi.json`}>{t('docsLink')}</a>
        </dd>
      </dl>
      <p className={styles.hint}>{t('safety')}</p>
    </div>
  );
}

interface CreateProps {
  create: (name: string) => Promise<Outcome<NewApiKey>>;
  created: NewApiKey | null;
  onCreated: (key: NewApiKey) => void;
  onHide: () => void;
}

/** "Key name" and "Create key"; the new key's secret below it, focused, until the agent says it is stored. */
function CreateKey({ create, created, onCreated, onHide }: CreateProps) {
  const t = useTranslations('agentArea.apiKeys');
  const id = useId();
  const busy = useRef(false);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<ApiKeyProblem | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<NameForm>({ resolver: rules, mode: 'onTouched', defaultValues: { name: '' } });

  const send = async ({ name }: NameForm) => {
    // A double click while one runs creates nothing more.
    if (busy.current) return;
    busy.current = true;
    setCreating(true);
    setProblem(null);
    try {
      const outcome = await create(name);
      if (!outcome) return;
      if (!outcome.ok) return setProblem(outcome.problem);
      reset();
      onCreated(outcome.data);
    } finally {
      busy.current = false;
      setCreating(false);
    }
  };

  const nameProblem = errors.name?.message ? t(`errors.${errors.name.message as 'required' | 'tooLong'}`, { max: API_KEY_NAME_MAX }) : undefined;
  return (
    <section className={styles.panelBody} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t('createTitle')}
      </h3>
      {problem ? <FocusedMessage kind="alert">{t(`problems.${problem}`, { max: API_KEYS_MAX })}</FocusedMessage> : null}
      <form className={styles.keyForm} onSubmit={(event) => void handleSubmit(send)(event)} noValidate>
        <FormField
          id={`${id}-name`}
          label={t('name')}
          autoComplete="off"
          aria-describedby={`${id}-name-hint${nameProblem ? ` ${id}-name-error` : ''}`}
          problem={nameProblem}
          {...register('name')}
        />
        <p id={`${id}-name-hint`} className={styles.hint}>
          {t('nameHint', { max: API_KEYS_MAX })}
        </p>
        <button type="submit" className={buttons.primary} aria-disabled={creating || undefined}>
          {creating ? t('creating') : t('create')}
        </button>
      </form>
      {created ? (
        <NewKey
          key={created.id}
          created={created}
          onHide={() => {
            onHide();
            setFocus('name');
          }}
        />
      ) : null}
    </section>
  );
}

/** The secret, this once: read-only, focused and selected as it appears, with "Copy" and the warning tied to it. */
function NewKey({ created, onHide }: { created: NewApiKey; onHide: () => void }) {
  const t = useTranslations('agentArea.apiKeys');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'refused'>('no');

  useEffect(() => field.current?.focus(), []);

  const copy = async () => {
    const done = await navigator.clipboard?.writeText(created.key).then(
      () => true,
      () => false,
    );
    setCopied(done ? 'yes' : 'refused');
    // Where the browser will not copy, the key is selected for the agent to copy by hand.
    if (!done) field.current?.select();
  };

  return (
    <section className={styles.newKey} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.subTitle}>
        {t('newTitle', { name: created.name })}
      </h4>
      <p id={`${id}-warning`} className={styles.warning}>
        {t('newWarning')}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-key`}>{t('newKey')}</label>
        <div className={styles.copyRow}>
          <input
            ref={field}
            id={`${id}-key`}
            className={styles.secret}
            readOnly
            value={created.key}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-warning`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={buttons.secondary} onClick={() => void copy()}>
            {t('copy')}
          </button>
        </div>
      </div>
      <p role="status" className={styles.hint}>
        {copied === 'yes' ? t('copied') : copied === 'refused' ? t('copyFailed') : ''}
      </p>
      <button type="button" className={`${buttons.secondary} ${styles.hideKey}`} onClick={onHide}>
        {t('hide')}
      </button>
    </section>
  );
}

function KeysTable({ keys, labelledBy, onRevoke }: { keys: ApiKey[]; labelledBy: string; onRevoke: (key: ApiKey) => void }) {
  const t = useTranslations('agentArea.apiKeys');
  const format = useDateFormat();
  return (
    <div className={styles.tableBox} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.keysTable} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('column.name')}</th>
            <th scope="col">{t('column.prefix')}</th>
            <th scope="col">{t('column.created')}</th>
            <th scope="col">{t('column.lastUsed')}</th>
            <th scope="col">{t('column.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                <code className={styles.code}>{t('prefix', { prefix: key.prefix })}</code>
              </td>
              <td>{format.date(key.createdAt)}</td>
              <td>{key.lastUsedAt ? format.date(key.lastUsedAt) : t('never')}</td>
              <td>
                <span className={styles.keyState} data-state={key.revokedAt ? 'revoked' : 'active'}>
                  {key.revokedAt ? t('revokedOn', { date: format.date(key.revokedAt) }) : t('active')}
                </span>
              </td>
              <td>
                {key.revokedAt ? null : (
                  <button type="button" className={buttons.secondary} aria-label={t('revokeNamed', { name: key.name })} onClick={() => onRevoke(key)}>
                    {t('revoke')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RevokeProps {
  apiKey: ApiKey | null;
  revoke: (id: string) => Promise<Outcome<ApiKey>>;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
  fallbackFocus: () => HTMLElement | null;
}

/** "Revoke the key?", starting on the safe answer; a second press while it runs sends nothing. */
function RevokeDialog({ apiKey, revoke, onClose, onRevoked, fallbackFocus }: RevokeProps) {
  const t = useTranslations('agentArea.apiKeys');
  const keep = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ApiKeyProblem | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (!apiKey || busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    const outcome = await revoke(apiKey.id);
    busy.current = false;
    setSending(false);
    if (!outcome) return;
    if (outcome.ok) onRevoked(outcome.data);
    else setProblem(outcome.problem);
  };

  return (
    <ModalDialog open={apiKey !== null} title={apiKey ? t('confirmTitle', { name: apiKey.name }) : ''} onClose={close} initialFocus={keep} fallbackFocus={fallbackFocus}>
      {apiKey ? (
        <div className={styles.dialogBody} aria-busy={sending || undefined}>
          <p>{t('confirmText', { prefix: apiKey.prefix })}</p>
          {problem ? (
            <p role="alert" className={styles.failure}>
              {t(`problems.${problem}`, { max: API_KEYS_MAX })}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button ref={keep} type="button" className={buttons.secondary} onClick={close}>
              {t('keep')}
            </button>
            <button type="button" className={buttons.primary} aria-disabled={sending || undefined} aria-busy={sending || undefined} onClick={() => void confirm()}>
              {sending ? t('revoking') : t('confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
