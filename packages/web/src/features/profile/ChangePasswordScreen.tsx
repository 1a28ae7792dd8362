import { connectForm } from '@clube/core/forms';
import { changePasswordFlow } from '@clube/core/profile';
import type { FormEvent } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { FieldInput } from '../../ui/FieldInput.tsx';
import * as styles from './profile.css.ts';
import { profileTexts } from './profile.texts.ts';

/**
 * Alterar senha: the current password, the new one and its confirmation on the change
 * password flow. A wrong current password is said on its field, any other failure with
 * 'Não foi possível alterar sua senha'; the core toasts the success and empties the fields.
 */
export default function ChangePasswordScreen() {
  const club = useClub();
  const t = useTexts(profileTexts);
  const say = useMessage();
  const form = useFlowApi(
    useFlow(() => changePasswordFlow(club)),
    connectForm,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <RoutePage
      titleKey="routes.changePassword"
      trail={[{ titleKey: 'routes.profile', to: href(routes.profile) }]}
    >
      <form className={styles.narrowForm} onSubmit={submit} noValidate>
        <p className={styles.sectionIntro}>{t('password.intro')}</p>
        <p className={styles.required}>{t('hints.required')}</p>
        <FieldInput
          field={form.field('current')}
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          stripHtml={false}
        />
        <FieldInput
          field={form.field('password')}
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.newHint')}
          stripHtml={false}
        />
        <FieldInput
          field={form.field('confirmation')}
          label={t('password.confirmation')}
          type="password"
          autoComplete="new-password"
          stripHtml={false}
        />
        {form.error ? (
          <p className={styles.formError} role="alert">
            {say(form.error)}
          </p>
        ) : null}
        <p className={form.succeeded ? styles.success : styles.status} role="status">
          {form.succeeded ? t('password.done') : null}
        </p>
        <div className={styles.buttons}>
          <Link className={button({ variant: 'secondary' })} to={href(routes.profile)}>
            {t('cancel')}
          </Link>
          <Button type="submit" loading={form.submitting}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </RoutePage>
  );
}
