import { UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useRef, useState } from 'react';
import type { ProductionSettings } from '@teamwear/shared/contracts';
import { confirm, formatNumber, showToast } from '@teamwear/shared/ui';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { saveProductionSettings } from '../api/settings-api';
import { readSettingsFile, refusalsOf, resetRequest, SETTINGS_FILE_BYTES_MAX, uploadRequest, type FileProblem, type Refusal, type SettingsList } from './settings-file';

type Outcome = { kind: 'none' } | { kind: 'fileProblem'; file: string; problem: FileProblem } | { kind: 'refused'; file: string; refusals: Refusal[] };

/**
 * A list's Upload (a CSV or JSON file, as the CLI takes it) and Reset to default, each asked first:
 * either makes the print files of the shop's approved orders again. A file the page cannot read, or
 * values the API refuses, are listed under the buttons, each where it is in the file.
 */
export function SettingsUpload({ list, isDefault, onSaved }: { list: SettingsList; isDefault: boolean; onSaved: (settings: ProductionSettings) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const what = t(`settings.production.lists.${list}`);

  const send = async (request: Parameters<typeof saveProductionSettings>[0], file: string | null, refusalsFrom?: Parameters<typeof refusalsOf>[1]) => {
    setBusy(true);
    const result = await saveProductionSettings(request);
    setBusy(false);
    if (result.ok) {
      setOutcome({ kind: 'none' });
      onSaved(result.data.data);
      showToast({ severity: 'success', summary: t('settings.saved') });
    } else if (result.status === 400 && file && refusalsFrom) setOutcome({ kind: 'refused', file, refusals: refusalsOf(result.error, refusalsFrom) });
    else if (result.status === 400) setOutcome({ kind: 'refused', file: file ?? '', refusals: [{ message: result.error.message }] });
    else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const onFile = async (file: File) => {
    if (file.size > SETTINGS_FILE_BYTES_MAX) return setOutcome({ kind: 'fileProblem', file: file.name, problem: { kind: 'tooLarge' } });
    const reading = readSettingsFile(file.name, await file.text(), list);
    if (!reading.ok) return setOutcome({ kind: 'fileProblem', file: file.name, problem: reading.problem });
    const sure = await confirm({
      header: t('settings.production.uploadTitle', { what }),
      message: t('settings.production.uploadMessage', { count: reading.read.rows.length, file: file.name, what }),
      acceptLabel: t('settings.production.replace'),
      rejectLabel: t('settings.cancel'),
    });
    if (sure) await send(uploadRequest(reading.read), file.name, reading.read);
  };

  const onReset = async () => {
    const sure = await confirm({ header: t('settings.production.resetTitle', { what }), message: t(`settings.production.resetMessage.${list}`), acceptLabel: t('settings.resetToDefault'), rejectLabel: t('settings.cancel'), icon: 'warning' });
    if (sure) await send(resetRequest(list), null);
  };

  return (
    <div style={{ marginTop: token.margin }}>
      <Flex gap={8} wrap>
        <input
          ref={input}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid={`upload-${list}-file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onFile(file);
          }}
        />
        <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()} data-testid={`upload-${list}`}>
          {t('settings.production.upload', { what })}
        </Button>
        <Button onClick={() => void onReset()} disabled={busy || isDefault} data-testid={`reset-${list}`}>
          {t('settings.resetToDefault')}
        </Button>
      </Flex>
      <Text tone="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 4 }}>
        {t(`settings.production.fileHint.${list}`)}
      </Text>
      {outcome.kind !== 'none' ? (
        <div role="alert" data-testid={`upload-${list}-problems`} style={{ marginTop: token.marginSM, padding: token.paddingSM, border: `${token.lineWidth}px ${token.lineType} ${token.colorErrorBorder}`, background: token.colorErrorBg, borderRadius: token.borderRadius }}>
          <Text strong style={{ display: 'block' }}>
            {outcome.file ? t('settings.production.notSaved', { file: outcome.file }) : t('settings.production.notChanged')}
          </Text>
          {outcome.kind === 'fileProblem' ? <Text style={{ display: 'block' }}>{fileProblemText(outcome.problem, t)}</Text> : null}
          {outcome.kind === 'refused' ? (
            <ul style={{ margin: `${token.marginXS}px 0 0`, paddingInlineStart: 20 }}>
              {outcome.refusals.map((refusal, index) => (
                <li key={index} data-testid="upload-refusal">
                  {refusal.place ? <strong>{placeText(refusal.place, t)}: </strong> : null}
                  {refusal.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function fileProblemText(problem: FileProblem, t: Translate): string {
  if (problem.kind === 'missingColumns') return t('settings.production.problems.missingColumns', { wanted: problem.wanted.join(', '), found: problem.found.join(', ') });
  if (problem.kind === 'notJson') return t('settings.production.problems.notJson', { detail: problem.detail });
  return t(`settings.production.problems.${problem.kind}`, { max: formatNumber(SETTINGS_FILE_BYTES_MAX / 1_000_000) });
}

function placeText(place: NonNullable<Refusal['place']>, t: Translate): string {
  const where = place.line !== undefined ? t('settings.production.line', { line: formatNumber(place.line) }) : t('settings.production.row', { row: formatNumber(place.row ?? 0) });
  return place.column ? t('settings.production.inColumn', { where, column: place.column }) : where;
}
