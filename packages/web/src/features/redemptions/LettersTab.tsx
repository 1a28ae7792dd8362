import { connectPagedList } from '@clube/core/paging';
import {
  connectLetters,
  lettersFlow,
  type Letter,
  type LetterListActor,
  type LettersApi,
} from '@clube/core/redemptions';
import { useEffect } from 'react';
import { retryOnReconnect } from '../../offline/reconnect.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useMember } from '../../runtime/club-selectors.ts';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LetterSendForm } from './LetterSendForm.tsx';
import {
  CardHeader,
  ConfirmDelete,
  ExternalLink,
  KeptNotice,
  SeeOffers,
  DeleteAction,
} from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const FLOW_KEY = 'redemptions/letters';
/** The reading dialog is wider than the default: a letter is a document. */
const LETTER_DIALOG_WIDTH = 640;

/**
 * Cartas: the member's link letters (SPEC §4 "Letters"): listed 9 a page, opened for reading,
 * sent by e-mail and deleted after the member confirms (the toasts of SPEC §8 come from the
 * flow).
 */
export default function LettersTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(FLOW_KEY, () => lettersFlow(club, { reconnect: retryOnReconnect }));
  const letters = useFlowApi(actor, connectLetters);
  // A letter left open (or a question left unanswered) is not shown again on return.
  useEffect(
    () => () => {
      actor.send({ type: 'CANCEL_DELETE' });
      actor.send({ type: 'CLOSE' });
    },
    [actor],
  );
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsLetters">
        {letters.kept ? (
          <>
            <KeptNotice what={t('offline.keptLetters')} readAt={letters.kept.readAt} />
            <ul className={styles.keptGrid}>
              {letters.kept.items.map((letter) => (
                <li key={letter.id}>
                  <LetterCard letter={letter} letters={letters} />
                </li>
              ))}
            </ul>
            <LetterDialogs letters={letters} items={letters.kept.items} />
          </>
        ) : letters.listActor ? (
          <LetterList listActor={letters.listActor} letters={letters} />
        ) : null}
      </TabPanel>
    </div>
  );
}

const partnerOf = (letter: Letter | undefined): string => letter?.partner?.name ?? '';

function letterTitle(t: ReturnType<typeof useTexts>, letter?: Letter) {
  const partner = partnerOf(letter);
  return partner ? t('letters.title', { partner }) : t('letters.untitled');
}

function LetterList({ listActor, letters }: { listActor: LetterListActor; letters: LettersApi }) {
  const t = useTexts(redemptionsTexts);
  const list = useFlowApi(listActor, connectPagedList);
  useRestoredScroll(FLOW_KEY, !list.loading);
  return (
    <>
      <PagedList
        list={list}
        label={t('letters.label')}
        empty={{
          character: 'disappointed',
          title: t('letters.emptyTitle'),
          text: t('letters.emptyText'),
          action: <SeeOffers />,
        }}
        headingLevel={3}
        minItemWidth={300}
        estimateItemHeight={200}
        renderItem={(letter) => <LetterCard letter={letter} letters={letters} />}
      />
      <LetterDialogs letters={letters} items={list.items} />
    </>
  );
}

function LetterCard({ letter, letters }: { letter: Letter; letters: LettersApi }) {
  const t = useTexts(redemptionsTexts);
  const titleId = `letter-${letter.id}`;
  const partner = partnerOf(letter);
  const issuedOn = letters.issuedOn(letter);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHeader logo={letter.partner?.logo} partner={null}>
        <h3 className={styles.title} id={titleId}>
          {letterTitle(t, letter)}
        </h3>
      </CardHeader>
      <div className={styles.badges}>
        <span className={letter.available ? styles.badgeSuccess : styles.badge}>
          {letter.available ? t('common.available') : t('common.unavailable')}
        </span>
      </div>
      <p className={styles.meta}>
        {letter.user_name ? <span>{letter.user_name}</span> : null}
        {issuedOn ? <span>{t('letters.issuedOn', { date: issuedOn })}</span> : null}
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          aria-label={partner ? t('letters.openLabel', { partner }) : undefined}
          onClick={() => letters.open(letter.id)}
        >
          {t('letters.open')}
        </Button>
        <DeleteAction
          label={partner ? t('letters.deleteLabel', { partner }) : undefined}
          blocked={letters.deleteBlocked}
          onDelete={() => letters.askDelete(letter.id)}
        />
      </div>
    </article>
  );
}

/** The reading view and the deletion question, over whichever letters are shown. */
function LetterDialogs({ letters, items }: { letters: LettersApi; items: readonly Letter[] }) {
  const t = useTexts(redemptionsTexts);
  const pending = items.find((letter) => letter.id === letters.pendingDelete);
  const asked = items.find((letter) => letter.id === letters.openId);
  return (
    <>
      <Modal
        open={letters.openId !== null}
        onClose={letters.close}
        title={letterTitle(t, letters.opened ?? asked)}
        width={LETTER_DIALOG_WIDTH}
      >
        <LetterReading letters={letters} />
      </Modal>
      <ConfirmDelete
        open={letters.confirmingDelete || letters.deleting}
        title={t('letters.confirmTitle')}
        text={t('letters.confirmText', {
          partner: partnerOf(pending) || t('letters.untitled'),
        })}
        confirmLabel={t('letters.confirm')}
        deleting={letters.deleting}
        onConfirm={letters.confirmDelete}
        onCancel={letters.cancelDelete}
      />
    </>
  );
}

/** The letter asked for: arriving, failed (with a retry), or read with its e-mail form. */
function LetterReading({ letters }: { letters: LettersApi }) {
  const t = useTexts(redemptionsTexts);
  const member = useMember();
  const letter = letters.opened;
  if (letters.openError) {
    return (
      <div className={styles.failure}>
        <p role="alert">{t('letters.openFailed')}</p>
        <Button variant="secondary" size="sm" onClick={letters.retryOpen}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!letter) {
    return (
      <div aria-busy="true">
        <p className={styles.visuallyHiddenText} role="status">
          {t('letters.opening')}
        </p>
        <Skeleton variant="line" lines={6} />
      </div>
    );
  }
  const template = letter.template;
  const partner = partnerOf(letter);
  return (
    <div className={styles.letter}>
      {template?.logo ? (
        <img
          className={styles.letterLogo}
          src={template.logo}
          alt={partner ? t('common.partnerLogo', { partner }) : ''}
          height={56}
        />
      ) : null}
      <SafeHtml html={template?.description} />
      <dl className={styles.letterFields}>
        {letter.user_name ? (
          <>
            <dt>{t('letters.name')}</dt>
            <dd>{letter.user_name}</dd>
          </>
        ) : null}
        {letter.user_document ? (
          <>
            <dt>{t('letters.document')}</dt>
            <dd>{letter.user_document}</dd>
          </>
        ) : null}
        {letter.user_number ? (
          <>
            <dt>{t('letters.number')}</dt>
            <dd>{letter.user_number}</dd>
          </>
        ) : null}
        {letters.issuedOn(letter) ? (
          <>
            <dt>{t('letters.issued')}</dt>
            <dd>{letters.issuedOn(letter)}</dd>
          </>
        ) : null}
      </dl>
      {template?.stamp || template?.signature_image || template?.signature_text ? (
        <div className={styles.signature}>
          {template.stamp ? (
            <img
              className={styles.signatureImage}
              src={template.stamp}
              alt={t('letters.stamp', { partner })}
              height={48}
            />
          ) : null}
          {template.signature_image ? (
            <img
              className={styles.signatureImage}
              src={template.signature_image}
              alt={t('letters.signature')}
              height={48}
            />
          ) : null}
          {template.signature_text ? <span>{template.signature_text}</span> : null}
        </div>
      ) : null}
      <ExternalLink to={letter.link}>{t('letters.viewFull')}</ExternalLink>
      <LetterSendForm
        key={letter.id}
        letterId={letter.id}
        email={letter.user_email ?? member?.email ?? ''}
        blocked={letters.sendBlocked === 'offline' ? t('offline.sendNeedsNetwork') : null}
      />
    </div>
  );
}
