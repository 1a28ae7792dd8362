import { connectForm } from '@clube/core/forms';
import { partnerRequestFlow } from '@clube/core/partners';
import { BRAZILIAN_STATES, formatPhone } from '@clube/core/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FieldInput } from '../../ui/FieldInput.tsx';
import { FieldSelect } from '../../ui/FieldSelect.tsx';
import { FieldTextArea } from '../../ui/FieldTextArea.tsx';
import { FormSection, fieldSpan } from '../../ui/FormSection.tsx';
import * as styles from './become-partner.css.ts';
import { becomePartnerTexts } from './become-partner.texts.ts';

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({
  value: state.uf,
  label: `${state.uf} - ${state.name}`,
}));

/**
 * Seja parceiro (SPEC §6 has_request_partners, §7 POST request-partners): the company and
 * its contact on the partner request flow, sent as multipart with only the filled fields.
 * A failure is silent (no toast, SPEC §8) but the form says it was not sent and keeps what
 * was typed; a success thanks the company, with a way home and a way to send another.
 */
export default function BecomePartnerScreen() {
  const club = useClub();
  const config = useCompanyConfig();
  const t = useTexts(becomePartnerTexts);
  const say = useMessage();
  const thanksRef = useRef<HTMLDivElement>(null);
  const form = useFlowApi(
    useFlow(() => partnerRequestFlow(club)),
    connectForm,
  );

  // The thank-you replaces the form: the focus goes to it, so it is read out.
  useEffect(() => {
    if (form.succeeded) thanksRef.current?.focus();
  }, [form.succeeded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <RoutePage titleKey="routes.becomePartner">
      {form.succeeded ? (
        <div ref={thanksRef} tabIndex={-1} className={styles.thanks}>
          <EmptyState
            character="happy"
            title={t('sentTitle')}
            description={t('sentText', {
              company: form.values.companyName.trim(),
              email: form.values.email.trim(),
            })}
            action={
              <div className={styles.thanksActions}>
                <Link className={button()} to={href(routes.home)}>
                  {t('home')}
                </Link>
                <Button variant="secondary" onClick={form.reset}>
                  {t('another')}
                </Button>
              </div>
            }
          />
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t('intro', { club: config?.title ?? '' })}</p>
          <p className={styles.required}>{t('required')}</p>
          <FormSection title={t('company')}>
            <div className={fieldSpan.full}>
              <FieldInput
                field={form.field('companyName')}
                label={t('fields.companyName')}
                autoComplete="organization"
                maxLength={120}
              />
            </div>
            <FieldInput
              field={form.field('cnpj')}
              label={t('fields.cnpj')}
              hint={t('hints.cnpj')}
              maxLength={18}
            />
            <FieldInput
              field={form.field('segment')}
              label={t('fields.segment')}
              hint={t('hints.segment')}
              maxLength={80}
            />
            <div className={fieldSpan.full}>
              <FieldInput
                field={form.field('website')}
                label={t('fields.website')}
                type="text"
                inputMode="url"
                autoComplete="url"
                hint={t('hints.website')}
                maxLength={200}
              />
            </div>
            <FieldInput
              field={form.field('city')}
              label={t('fields.city')}
              autoComplete="address-level2"
              maxLength={80}
            />
            <FieldSelect
              field={form.field('state')}
              label={t('fields.state')}
              options={STATE_OPTIONS}
              placeholder={t('choose')}
            />
          </FormSection>
          <FormSection title={t('contact')}>
            <div className={fieldSpan.full}>
              <FieldInput
                field={form.field('name')}
                label={t('fields.name')}
                autoComplete="name"
                maxLength={120}
              />
            </div>
            <FieldInput
              field={form.field('email')}
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <FieldInput
              field={form.field('phone')}
              label={t('fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              mask={formatPhone}
              hint={t('hints.phone')}
            />
            <div className={fieldSpan.full}>
              <FieldTextArea
                field={form.field('message')}
                label={t('fields.message')}
                maxLength={2000}
              />
            </div>
          </FormSection>
          {form.error ? (
            <p className={styles.formError} role="alert">
              {say(form.error)}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" size="lg" loading={form.submitting}>
              {t('submit')}
            </Button>
          </div>
        </form>
      )}
    </RoutePage>
  );
}
