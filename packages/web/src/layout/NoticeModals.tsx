import { connectNotice, noticeFlow, type Notice } from '@clube/core/notices';
import { useEffect, useState } from 'react';
import { useNavigate } from '../router/index.ts';
import { checkedUrl } from '../runtime/checked-url.ts';
import { useClub } from '../runtime/club-context.tsx';
import { useCompanyConfig } from '../runtime/club-selectors.ts';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../runtime/use-flow.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SafeHtml, useSanitizer } from '../ui/SafeHtml.tsx';
import * as styles from './notice-modals.css.ts';

/** SPEC §9: the onboarding modal is 650 px wide; the others keep the default 480 px. */
export const ONBOARDING_WIDTH = 650;

/**
 * The last notice of the member (SPEC §4 "Notice"), one modal at a time as the core's notice
 * flow lists them: the notice or award modal, then the two-step onboarding on first access.
 */
export function NoticeModals() {
  const club = useClub();
  const navigate = useNavigate();
  const { notice, modal, link, needsLink, openLink, dismiss } = useFlowApi(
    useFlow(() => noticeFlow(club)),
    connectNotice,
  );
  const config = useCompanyConfig();
  // Opening a notice asks for its link, which is also how the server records it as seen.
  useEffect(() => {
    if (needsLink) openLink();
  }, [needsLink, openLink]);
  // The modal is centred: HTML arriving after it opened would move it (a layout shift).
  const htmlReady = useSanitizer(Boolean(notice?.message)) !== null || !notice?.message;
  const target = link ? checkedUrl(link, config) : null;
  const follow = () => {
    dismiss();
    if (!target) return;
    if (target.startsWith('/')) void navigate(target);
    else window.open(target, '_blank', 'noopener,noreferrer');
  };
  if (!notice || !htmlReady) return null;
  return (
    <>
      <NoticeModal
        open={modal === 'notice'}
        notice={notice}
        onClose={dismiss}
        onFollow={target ? follow : null}
      />
      <AwardModal open={modal === 'award'} notice={notice} onClose={dismiss} />
      <OnboardingModal open={modal === 'onboarding'} onClose={dismiss} />
    </>
  );
}

/**
 * A promotional notice's image: the desktop one from 769 px (SPEC §9), else the mobile one. Its
 * box has the image's format from the start (`notice-modals.css.ts`), so the modal keeps its
 * size and place when the image arrives.
 */
function NoticeImage({ notice }: { notice: Notice }) {
  if (!notice.image && !notice.image_mobile) return null;
  const [mobile, desktop] = [
    notice.image_mobile ? 'portrait' : 'landscape',
    notice.image ? 'landscape' : 'portrait',
  ] as const;
  const size = (format: 'portrait' | 'landscape') => styles.NOTICE_IMAGE_SIZES[format];
  return (
    <picture>
      {notice.image ? (
        <source
          media="(min-width: 769px)"
          srcSet={notice.image}
          width={size('landscape').width}
          height={size('landscape').height}
        />
      ) : null}
      <img
        className={`${styles.image} ${styles.mobileFormat[mobile]} ${styles.desktopFormat[desktop]}`}
        src={notice.image_mobile ?? notice.image ?? ''}
        alt={notice.name ?? ''}
        width={size(mobile).width}
        height={size(mobile).height}
      />
    </picture>
  );
}

export function NoticeModal({
  open,
  notice,
  onClose,
  onFollow,
}: {
  open: boolean;
  notice: Notice;
  onClose: () => void;
  /** Follows the notice's link (already checked); null when it has none. */
  onFollow: (() => void) | null;
}) {
  const { t } = useTranslation();
  // On a first access the onboarding follows with its own title: a notice named the same
  // (a company welcoming its members in the same words) takes a title of its own.
  const repeatsOnboarding = notice.firstAccess && sameText(notice.name, t('onboarding.welcome'));
  const title = repeatsOnboarding
    ? t('notice.firstAccessTitle')
    : (notice.name ?? t('notice.title'));
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <NoticeImage notice={notice} />
      <SafeHtml html={notice.message} />
      <div className={styles.actions}>
        <Button variant={onFollow ? 'secondary' : 'primary'} onClick={onClose}>
          {t('notice.close')}
        </Button>
        {onFollow ? <Button onClick={onFollow}>{t('notice.learnMore')}</Button> : null}
      </div>
    </Modal>
  );
}

export function AwardModal({
  open,
  notice,
  onClose,
}: {
  open: boolean;
  notice: Notice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal open={open} title={notice.name ?? t('notice.awardTitle')} onClose={onClose}>
      <NoticeImage notice={notice} />
      <SafeHtml html={notice.message} />
      {notice.provided_by ? (
        <p className={styles.providedBy}>
          <span>{t('notice.providedBy')}</span> <strong>{notice.provided_by}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            onClose();
            void navigate(href(routes.walletAwards));
          }}
        >
          {t('notice.learnMore')}
        </Button>
      </div>
    </Modal>
  );
}

export function OnboardingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <Modal
      open={open}
      width={ONBOARDING_WIDTH}
      title={step === 1 ? t('onboarding.welcome') : t('onboarding.stepTwoTitle')}
      onClose={onClose}
    >
      <p className={styles.step}>{t('onboarding.step', { step, total: 2 })}</p>
      {step === 1 ? (
        <>
          <p>{t('onboarding.welcomeText')}</p>
          <div className={styles.actions}>
            <Button onClick={() => setStep(2)}>{t('onboarding.letsGo')}</Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('onboarding.stepTwoText')}</p>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('onboarding.start')}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** Equal once case, accents, spaces and final punctuation are set aside. */
function sameText(a: string | null, b: string): boolean {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[\s!.?]+/g, ' ')
      .trim()
      .toLowerCase();
  return a !== null && plain(a) === plain(b);
}
