import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/** A code the member got (voucher, unique code, coupon) with a button that copies it. */
export function CodeBox({ code, label }: { code: string; label?: string }) {
  const t = useTexts(campaignDetailTexts);
  const labelId = useId();
  const codeId = useId();
  // The code replaces the button that asked for it: focus goes to its copy button, which
  // reads the code (so the member, and a screen reader, land on what just appeared).
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => boxRef.current?.querySelector('button')?.focus(), []);
  // Only the button's feedback lives here; the code itself is the flow's.
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div ref={boxRef} className={styles.code} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.codeLabel}>
        {label ?? t('action.yourCode')}
      </span>
      <strong id={codeId} className={styles.codeValue} data-testid="campaign-code">
        {code}
      </strong>
      <Button size="sm" variant="secondary" onClick={copyCode} aria-describedby={codeId}>
        <Icon name={copy === 'copied' ? 'check' : 'copy'} size={18} />
        {copy === 'copied' ? t('action.copied') : t('action.copy')}
      </Button>
      <span role="status" className={copy === 'failed' ? styles.fieldError : styles.visuallyHidden}>
        {copy === 'copied' ? t('action.copied') : copy === 'failed' ? t('action.copyFailed') : ''}
      </span>
    </div>
  );
}
