import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { IMAGE_TYPES, type ImageType, type ShopPicture } from '@teamwear/shared/contracts';
import { mayDo } from '@teamwear/shared/contracts/plain';
import { Link } from '@teamwear/shared/router';
import { confirm, showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useStaffRole } from '../../session';
import { SectionFailed } from '../../settings/SectionFailed';
import { useTranslation } from '../../strings';
import { NotForYourRole } from '../NotForYourRole';
import { fetchShopPictures, removeShopPicture, retagShopPicture, uploadShopPicture } from '../library-api';
import { pictureSize, PICTURE_TYPES, readAsDataUrl, tagsOf } from './picture-file';

/** Why the API refused, in its words (a field's message first), or that the network failed. */
function problemOf(result: { status: number; error?: { message: string; fields?: Record<string, string> } }, offline: string): string {
  if (result.status === 0 || !result.error) return offline;
  return Object.values(result.error.fields ?? {})[0] ?? result.error.message;
}

/**
 * /backoffice/catalogue/pictures (owners and staff): the shop's own pictures of the studio's image
 * library, with English and Khmer tags customers find them by. Upload, change the tags, remove.
 */
export function PicturesPage() {
  const { t } = useTranslation();
  if (!mayDo(useStaffRole(), 'pictures')) return <NotForYourRole title={t('library.pictures.title')} />;
  return <Pictures />;
}

function Pictures() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('pictures', (signal) => fetchShopPictures(signal));
  return (
    <section data-remote="backoffice" data-testid="pictures-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('library.pictures.title')}
        </Heading>
        <Paragraph style={{ margin: '8px 0 0' }}>
          {t('library.pictures.intro')} <Link to="/backoffice/catalogue/templates">{t('library.templates.title')}</Link>
        </Paragraph>
      </div>
      <UploadPicture onAdded={answer.reload} />
      {answer.kind === 'loading' && <Skeleton active />}
      {answer.kind === 'failed' && <SectionFailed offline={answer.status === 0} onRetry={answer.reload} />}
      {answer.kind === 'ready' && answer.data.data.length === 0 && <Empty description={t('library.pictures.none')} />}
      {answer.kind === 'ready' && answer.data.data.length > 0 && (
        <>
          <p style={{ margin: 0 }}>{t('library.pictures.count', { count: answer.data.data.length, limit: answer.data.limit })}</p>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
            {answer.data.data.map((picture) => (
              <li key={picture.id}>
                <PictureCard picture={picture} onChanged={answer.reload} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TagFields({ en, kh, onEn, onKh, idPrefix }: { en: string; kh: string; onEn: (text: string) => void; onKh: (text: string) => void; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={`${idPrefix}-en`} style={{ display: 'grid', gap: 4 }}>
        <span>{t('library.pictures.tagsEn')}</span>
        <Input id={`${idPrefix}-en`} value={en} onChange={(event) => onEn(event.target.value)} placeholder={t('library.pictures.tagsHint')} lang="en" />
      </label>
      <label htmlFor={`${idPrefix}-kh`} style={{ display: 'grid', gap: 4 }}>
        <span>{t('library.pictures.tagsKh')}</span>
        <Input id={`${idPrefix}-kh`} value={kh} onChange={(event) => onKh(event.target.value)} placeholder={t('library.pictures.tagsHint')} lang="km" />
      </label>
    </>
  );
}

function UploadPicture({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<ImageType>('vector');
  const [transparent, setTransparent] = useState(true);
  const [en, setEn] = useState('');
  const [kh, setKh] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const upload = async () => {
    if (!file) return;
    setSaving(true);
    setProblem(null);
    const picture = await readAsDataUrl(file);
    const size = await pictureSize(picture);
    const result = await uploadShopPicture({ picture, type, transparent, tags: { en: tagsOf(en), kh: tagsOf(kh) }, ...size });
    setSaving(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('library.pictures.added') });
      setFile(null);
      setEn('');
      setKh('');
      setRound(round + 1);
      onAdded();
    } else setProblem(problemOf(result, t('settings.offline')));
  };

  return (
    <Card size="small" title={<Heading level={2} style={{ fontSize: 18, margin: 0 }}>{t('library.pictures.uploadTitle')}</Heading>} data-testid="upload-picture">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
        style={{ display: 'grid', gap: 12, maxWidth: 520 }}
      >
        <label htmlFor="picture-file" style={{ display: 'grid', gap: 4 }}>
          <span>{t('library.pictures.file')}</span>
          <input key={round} id="picture-file" type="file" accept={PICTURE_TYPES.join(',')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          <span id="picture-type-label">{t('library.pictures.type')}</span>
          <Select<ImageType>
            aria-labelledby="picture-type-label"
            value={type}
            onChange={setType}
            options={IMAGE_TYPES.map((each) => ({ value: each, label: t(`library.pictures.types.${each}`) }))}
            style={{ maxWidth: 240 }}
          />
        </label>
        <Checkbox checked={transparent} onChange={(event) => setTransparent(event.target.checked)}>
          {t('library.pictures.transparent')}
        </Checkbox>
        <TagFields en={en} kh={kh} onEn={setEn} onKh={setKh} idPrefix="new-picture-tags" />
        <div>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!file}>
            {t('library.pictures.upload')}
          </Button>
        </div>
        {problem && (
          <p role="alert" style={{ margin: 0 }}>
            {problem}
          </p>
        )}
      </form>
    </Card>
  );
}

function PictureCard({ picture, onChanged }: { picture: ShopPicture; onChanged: () => void }) {
  const { t } = useTranslation();
  const [en, setEn] = useState(picture.tags.en.join(', '));
  const [kh, setKh] = useState(picture.tags.kh.join(', '));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const label = [...picture.tags.en, ...picture.tags.kh].join(', ');
  const changed = en !== picture.tags.en.join(', ') || kh !== picture.tags.kh.join(', ');

  const save = async () => {
    setSaving(true);
    setProblem(null);
    const result = await retagShopPicture(picture.id, { en: tagsOf(en), kh: tagsOf(kh) });
    setSaving(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('library.saved') });
      onChanged();
    } else setProblem(problemOf(result, t('settings.offline')));
  };

  const remove = async () => {
    const sure = await confirm({
      header: t('library.pictures.removeTitle'),
      message: t('library.pictures.removeMessage'),
      acceptLabel: t('library.remove'),
      rejectLabel: t('settings.cancel'),
      icon: 'warning',
      defaultFocus: 'reject',
    });
    if (!sure) return;
    const result = await removeShopPicture(picture.id);
    if (result.ok) showToast({ severity: 'success', summary: t('library.pictures.removed') });
    else showToast({ severity: 'error', summary: problemOf(result, t('settings.offline')) });
    onChanged();
  };

  return (
    <Card size="small" data-testid="shop-picture" data-picture-id={picture.id}>
      <div style={{ aspectRatio: '1 / 1', background: 'repeating-conic-gradient(rgba(128,128,128,0.15) 0% 25%, transparent 0% 50%) 50% / 16px 16px', borderRadius: 6, marginBottom: 8 }}>
        <img src={picture.url} alt={t('library.pictures.pictureOf', { tags: label })} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      </div>
      <p style={{ margin: '0 0 8px' }}>
        {t(`library.pictures.types.${picture.type}`)}
        {picture.transparent ? ` · ${t('library.pictures.transparentShort')}` : ''} · {picture.width}×{picture.height}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 8 }}
      >
        <TagFields en={en} kh={kh} onEn={setEn} onKh={setKh} idPrefix={`tags-${picture.id}`} />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button htmlType="submit" type="primary" disabled={!changed} loading={saving}>
            {t('library.pictures.saveTags')}
          </Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void remove()}>
            {t('library.remove')}
          </Button>
        </div>
        {problem && (
          <p role="alert" style={{ margin: 0 }}>
            {problem}
          </p>
        )}
      </form>
    </Card>
  );
}
