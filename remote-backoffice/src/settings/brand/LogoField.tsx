import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { apiAddress } from '@teamwear/shared/api';
import type { ShopBrand } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Paragraph } from '@teamwear/shared/ui/kit/themed';
import { PICTURE_TYPES, readAsDataUrl } from '../../library/pictures/picture-file';
import { useTranslation } from '../../strings';
import { removeLogo, uploadLogo } from '../api/settings-api';
import { logoFileProblem } from './logo-file';

/** The address of a logo the API serves (on the API's host), or the logo's own. */
export const logoAddress = (logo: string | null) => (logo && logo.startsWith('/') && !logo.startsWith('//') ? apiAddress(logo) : logo);

/**
 * The shop's logo (owners): the one there is, a file to upload in its place (checked here for its
 * type and size with a clear message, and by the API for its bytes), and removing it.
 */
export function LogoField({ logo, onChanged }: { logo: string | null; onChanged: (brand: ShopBrand) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const found = chosen ? logoFileProblem(chosen) : null;
    setProblem(found === null ? null : found.kind === 'tooLarge' ? t('settings.brand.logoTooLarge', { size: found.sizeKb }) : t('settings.brand.logoWrongType'));
  };

  const done = (result: Awaited<ReturnType<typeof removeLogo>>, summary: string) => {
    setBusy(false);
    if (result.ok) {
      onChanged(result.data.data);
      setFile(null);
      setProblem(null);
      setRound(round + 1);
      showToast({ severity: 'success', summary });
      return;
    }
    if (result.status === 0 || !result.error) setProblem(t('settings.offline'));
    else setProblem(Object.values(result.error.fields ?? {})[0] ?? result.error.message);
  };

  const upload = async () => {
    if (!file || logoFileProblem(file)) return;
    setBusy(true);
    done(await uploadLogo(await readAsDataUrl(file)), t('settings.brand.logoUploaded'));
  };

  const remove = async () => {
    setBusy(true);
    done(await removeLogo(), t('settings.brand.logoRemoved'));
  };

  const shown = logoAddress(logo);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} data-testid="brand-logo">
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('settings.brand.logo')}</legend>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
        {shown ? (
          <img src={shown} alt={t('settings.brand.logoCurrent')} style={{ height: 48, width: 'auto', maxWidth: 160, objectFit: 'contain' }} data-testid="brand-logo-current" />
        ) : (
          <Paragraph tone="secondary" style={{ margin: 0 }}>
            {t('settings.brand.logoNone')}
          </Paragraph>
        )}
        {logo ? (
          <Button danger onClick={() => void remove()} disabled={busy} data-testid="brand-logo-remove">
            {t('settings.brand.logoRemove')}
          </Button>
        ) : null}
      </div>
      <label htmlFor="brand-logo-file" style={{ display: 'grid', gap: 4, maxWidth: 420 }}>
        <span>{t('settings.brand.logoFile')}</span>
        <input
          key={round}
          id="brand-logo-file"
          type="file"
          accept={PICTURE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          aria-describedby="brand-logo-help"
          data-testid="brand-logo-file"
        />
      </label>
      <div id="brand-logo-help">
        <Paragraph tone="secondary" style={{ margin: '4px 0 8px', fontSize: 13 }}>
          {t('settings.brand.logoHelp')}
        </Paragraph>
      </div>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 8 }} data-testid="brand-logo-problem" /> : null}
      <Button onClick={() => void upload()} disabled={!file || problem !== null} loading={busy} data-testid="brand-logo-upload">
        {t('settings.brand.logoUpload')}
      </Button>
    </fieldset>
  );
}
