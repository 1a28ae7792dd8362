import type { ReactNode } from 'react';
import { checkedImageUrl } from '../runtime/checked-url.ts';
import { useCompanyConfig } from '../runtime/club-selectors.ts';
import * as styles from './public-page.css.ts';

/**
 * The frame of the signed-out pages beside Entrar (Ativar conta, the activation form,
 * /verificacao, the HR-card invitation, Esqueci minha senha, Nova senha): the company's
 * sign-in background and text in the brand panel, its logo above the page in the card.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const config = useCompanyConfig();
  const signIn = config?.sign_in;
  const logo = checkedImageUrl(signIn?.signInLogo ?? config?.logo, config);
  const background = checkedImageUrl(signIn?.background, config);
  return (
    <main className={styles.page}>
      <section
        className={styles.brandPanel}
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
        aria-label={config?.title ?? undefined}
      >
        {signIn?.mainText ? <p className={styles.brandText}>{signIn.mainText}</p> : null}
      </section>
      <section className={styles.formPanel}>
        <div className={styles.card}>
          {logo ? (
            <img className={styles.logo} src={logo} alt={config?.title ?? ''} height={48} />
          ) : null}
          {children}
        </div>
      </section>
    </main>
  );
}
