import { connectMemberProfile, connectProfileEdit, profileEditFlow } from '@clube/core/profile';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { LoadFailedState } from '../../offline/LoadFailedState.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { FieldSelect } from '../../ui/FieldSelect.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { FormSection, fieldSpan } from '../../ui/FormSection.tsx';
import * as styles from './profile.css.ts';
import { profileTexts } from './profile.texts.ts';

/**
 * The form itself, made once the member is loaded: the profile edit flow starts from the
 * member as it is then (only what changes is sent).
 */
function EditProfileForm() {
  const club = useClub();
  const t = useTexts(profileTexts);
  const say = useMessage();
  const navigate = useNavigate();
  const form = useFlowApi(
    useFlow(() => profileEditFlow(club)),
    connectProfileEdit,
  );
  const genderOptions = (['F', 'M', 'O'] as const).map((gender) => ({
    value: gender,
    label: t(`genders.${gender}`),
  }));

  // Saved (the core toasts and reloads the member): back to Meu perfil.
  useEffect(() => {
    if (form.succeeded) void navigate(href(routes.profile));
  }, [form.succeeded, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.required}>{t('hints.required')}</p>
      <FormSection title={t('personal')} columns={6}>
        <div className={fieldSpan[3]}>
          <FieldInput
            field={form.field('name')}
            label={t('fields.name')}
            autoComplete="given-name"
            maxLength={80}
          />
        </div>
        <div className={fieldSpan[3]}>
          <FieldInput
            field={form.field('last_name')}
            label={t('fields.last_name')}
            autoComplete="family-name"
            maxLength={120}
          />
        </div>
        <div className={fieldSpan.full}>
          <FieldInput
            field={form.field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <div className={fieldSpan[2]}>
          <FieldInput
            field={form.field('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            mask={form.masks.phone}
            hint={t('hints.phone')}
          />
        </div>
        <div className={fieldSpan[2]}>
          <FieldInput
            field={form.field('birthday')}
            label={t('fields.birthday')}
            autoComplete="bday"
            inputMode="numeric"
            mask={form.masks.birthday}
            hint={t('hints.birthday')}
          />
        </div>
        <div className={fieldSpan[2]}>
          <FieldSelect
            field={form.field('gender')}
            label={t('fields.gender')}
            options={genderOptions}
            placeholder={t('choose')}
          />
        </div>
      </FormSection>
      <FormSection title={t('address')} columns={6}>
        <div className={fieldSpan[2]}>
          <FieldInput
            field={form.field('postal_code')}
            label={t('fields.postal_code')}
            autoComplete="postal-code"
            inputMode="numeric"
            mask={form.masks.postal_code}
            hint={t('hints.postal_code')}
          />
          <p className={styles.status} role="status">
            {form.fillingAddress ? t('lookingUp') : null}
          </p>
        </div>
        <div className={fieldSpan[4]}>
          <FieldInput
            field={form.field('address')}
            label={t('fields.address')}
            autoComplete="address-line1"
            maxLength={160}
          />
        </div>
        <div className={fieldSpan[2]}>
          <FieldInput
            field={form.field('address_number')}
            label={t('fields.address_number')}
            maxLength={20}
          />
        </div>
        <div className={fieldSpan[4]}>
          <FieldInput
            field={form.field('address_complement')}
            label={t('fields.address_complement')}
            autoComplete="address-line2"
            maxLength={80}
          />
        </div>
        <div className={fieldSpan[4]}>
          <FieldInput
            field={form.field('city')}
            label={t('fields.city')}
            autoComplete="address-level2"
            maxLength={80}
          />
        </div>
        <div className={fieldSpan[2]}>
          <FieldSelect
            field={form.field('state')}
            label={t('fields.state')}
            options={form.stateOptions}
            placeholder={t('choose')}
          />
        </div>
      </FormSection>
      {form.error ? (
        <p className={styles.formError} role="alert">
          {say(form.error)}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Link className={button({ variant: 'secondary' })} to={href(routes.profile)}>
          {t('cancel')}
        </Link>
        <Button type="submit" loading={form.submitting} disabled={form.lookingUp !== null}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Editar perfil (SPEC §5, §7, §8) on the profile edit flow: the CEP fills the address, phone
 * and birthday are masked, the e-mail is checked, empty fields go as null, and the member is
 * reloaded after a save.
 */
export default function EditProfileScreen() {
  const club = useClub();
  const t = useTexts(profileTexts);
  const { status, offline, reload } = useFlowApi(club.member, connectMemberProfile);
  return (
    <RoutePage
      titleKey="routes.editProfile"
      trail={[{ titleKey: 'routes.profile', to: href(routes.profile) }]}
    >
      {status === 'ready' ? (
        <EditProfileForm />
      ) : status === 'failed' ? (
        <LoadFailedState
          offline={offline}
          failed={t('loadFailed')}
          retry={t('retry')}
          onRetry={reload}
        />
      ) : (
        <div className={styles.fieldset} aria-busy="true">
          <p role="status">{t('loading')}</p>
          <Skeleton lines={8} />
        </div>
      )}
    </RoutePage>
  );
}
