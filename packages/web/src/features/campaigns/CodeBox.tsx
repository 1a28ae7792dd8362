import { useId, useState } from 'react';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/** A code the member got (voucher, unique code, coupon) with a button that copies it. */
export function CodeBox({ code, label }: { code: string; label?: string }) {
  const t = useTexts(campaignDetailTexts);
  const labelId = useId();
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
    <div className={styles.code} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.codeLabel}>
        {label ?? t('action.yourCode')}
      </span>
      <output className={styles.codeValue} data-testid="campaign-code">
        {code}
      </output>
      <Button size="sm" variant="secondary" onClick={copyCode}>
        <Icon name={copy === 'copied' ? 'check' : 'copy'} size={18} />
        {copy === 'copied' ? t('action.copied') : t('action.copy')}
      </Button>
      <span role="status" className={copy === 'failed' ? styles.fieldError : styles.visuallyHidden}>
        {copy === 'copied' ? t('action.copied') : copy === 'failed' ? t('action.copyFailed') : ''}
      </span>
    </div>
  );
}
