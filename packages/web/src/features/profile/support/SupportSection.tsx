import { connectForm } from '@clube/core/forms';
import { supportFlow } from '@clube/core/support';
import { useId, type FormEvent } from 'react';
import { useClub } from '../../../runtime/club-context.tsx';
import { checkedUrl } from '../../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../../runtime/club-selectors.ts';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { useMessage } from '../../../i18n/translate-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { FieldInput } from '../../../ui/FieldInput.tsx';
import { FieldTextArea } from '../../../ui/FieldTextArea.tsx';
import * as styles from './support.css.ts';
import { supportTexts } from './support.texts.ts';

import { SUPPORT_ANCHOR } from '../../../runtime/support-anchor.ts';

/**
 * Suporte (SPEC §7 POST support, §8 texts): subject and message on the support form flow.
 * The core toasts 'Suporte' or 'Ops!'; a success also says so here and empties the fields,
 * a failure keeps what was typed. The company's own help centre is linked when it has one.
 */
export function SupportSection() {
  const club = useClub();
  const config = useCompanyConfig();
  const t = useTexts(supportTexts);
  const say = useMessage();
  const headingId = useId();
  const form = useFlowApi(
    useFlow(() => supportFlow(club)),
    connectForm,
  );
  const helpCenter = config?.support_link ? checkedUrl(config.support_link, config) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} id={SUPPORT_ANCHOR}>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.required}>{t('required')}</p>
        <FieldInput field={form.field('subject')} label={t('subject')} maxLength={120} />
        <FieldTextArea field={form.field('message')} label={t('message')} maxLength={2000} />
        {form.error ? (
          <p className={styles.error} role="alert">
            {say(form.error)}
          </p>
        ) : null}
        <p className={styles.sent} role="status">
          {form.succeeded ? t('sent') : null}
        </p>
        <div className={styles.buttons}>
          <Button type="submit" loading={form.submitting}>
            {t('submit')}
          </Button>
          {helpCenter ? (
            <a className={styles.link} href={helpCenter} target="_blank" rel="noopener noreferrer">
              {t('helpCenter')} <span className={styles.visuallyHidden}>{t('newTab')}</span>
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}
