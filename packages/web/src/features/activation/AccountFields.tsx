import type { AccountValues } from '@clube/core/activation';
import type { Category } from '@clube/core/campaigns';
import type { FieldApi, FormApi } from '@clube/core/forms';
import { useId } from 'react';
import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { FieldCheckbox } from '../../ui/FieldCheckbox.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';

/** The interests to pick: the club's public categories, as far as they loaded. */
export interface InterestOptions {
  categories: readonly Category[] | null;
  loading: boolean;
  failed: boolean;
}

/** The interests as chips: each public category a checkbox; the ids picked are the value. */
function InterestPicker({
  field,
  options,
}: {
  field: FieldApi<AccountValues, 'interests'>;
  options: InterestOptions;
}) {
  const t = useTexts(activationTexts);
  const hintId = useId();
  const picked = new Set(field.value);
  const toggle = (id: string, on: boolean) => {
    if (field.locked) return;
    field.change(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  };
  if (options.failed) return null;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{t('form.interests')}</legend>
      <span id={hintId} className={styles.legendHint}>
        {t('form.interestsHint')}
      </span>
      {options.loading ? (
        <div role="status" aria-label={t('form.interestsLoading')}>
          <Skeleton lines={2} />
        </div>
      ) : (
        <div className={styles.chips}>
          {(options.categories ?? []).map((category) => (
            <label key={category.id} className={styles.chip}>
              <input
                type="checkbox"
                name="interests"
                value={category.id}
                className={styles.chipBox}
                checked={picked.has(category.id)}
                aria-readonly={field.locked || undefined}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              {category.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** How the terms open: as the form's own `termos` child (the form waits), or in a new tab. */
export type TermsLinks = 'child' | 'newTab';

function TermsLabel({ links }: { links: TermsLinks }) {
  const t = useTexts(activationTexts);
  const targets =
    links === 'child'
      ? {
          user: href(routes.activationTermsUser),
          privacy: href(routes.activationTermsPrivacy),
          partner: href(routes.activationTermsPartner),
        }
      : {
          user: href(routes.termsUser),
          privacy: href(routes.termsPrivacy),
          partner: href(routes.termsPartner),
        };
  const link = (to: string, text: string) =>
    links === 'child' ? (
      <Link className={styles.textLink} to={to}>
        {text}
      </Link>
    ) : (
      <a className={styles.textLink} href={to} target="_blank" rel="noopener">
        {text}
        <span className={styles.hiddenNote}> {t('form.termsOpens')}</span>
      </a>
    );
  return (
    <>
      {t('form.termsBefore')}
      {link(targets.user, t('form.termsUser'))}
      {t('form.termsBetween')}
      {link(targets.privacy, t('form.termsPrivacy'))}
      {t('form.termsAnd')}
      {link(targets.partner, t('form.termsPartner'))}
    </>
  );
}

/**
 * A new account's fields (the activation form, the HR-card invitation): name, last name,
 * e-mail, the interests, the password and its confirmation when the form has them, the news
 * and the terms. Each is a field of the form flow; the flow checks and keeps them.
 */
export function AccountFields<V extends AccountValues, R>({
  form,
  interests,
  terms,
}: {
  form: FormApi<V, R>;
  interests: InterestOptions;
  terms: TermsLinks;
}) {
  const t = useTexts(activationTexts);
  const account = form as unknown as FormApi<AccountValues, R>;
  const withPassword = 'password' in account.values;
  return (
    <>
      <FieldInput field={account.field('name')} label={t('form.name')} autoComplete="given-name" />
      <FieldInput
        field={account.field('last_name')}
        label={t('form.lastName')}
        autoComplete="family-name"
      />
      <FieldInput
        field={account.field('email')}
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <InterestPicker field={account.field('interests')} options={interests} />
      {withPassword ? (
        <>
          <FieldInput
            field={account.field('password') as FieldApi<AccountValues, 'password'>}
            label={t('form.password')}
            hint={t('form.passwordHint')}
            type="password"
            autoComplete="new-password"
            stripHtml={false}
          />
          <FieldInput
            field={account.field('confirm_password') as FieldApi<AccountValues, 'confirm_password'>}
            label={t('form.confirmPassword')}
            type="password"
            autoComplete="new-password"
            stripHtml={false}
          />
        </>
      ) : null}
      <FieldCheckbox field={account.field('news')} label={t('form.news')} />
      <FieldCheckbox field={account.field('terms')} label={<TermsLabel links={terms} />} />
    </>
  );
}
