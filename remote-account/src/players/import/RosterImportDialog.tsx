import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { UploadOutlined } from '@ant-design/icons';
import { useDeferredValue, useMemo, useState } from 'react';
import { MAX_PLAYERS_PER_CUSTOMER, type PlayerImportError, type SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { useBelow } from '@teamwear/shared/ui/kit';
import { importPlayers } from './import-players';
import type { PlayerField } from '../domain/player-checks';
import { useDialogWidth } from '../use-dialog-width';
import { useFailureText } from '../use-failure-text';
import { ImportPreview, type PreviewRow } from './ImportPreview';
import { decodeRosterFile, type RosterFileText } from './roster-file';
import { readRoster, type RosterReading } from './roster-import';

type FileProblem = Extract<RosterFileText, { ok: false }>['problem'] | 'unreadable';

interface Props {
  open: boolean;
  chart: SizeChart;
  /** Players the roster holds now, against MAX_PLAYERS_PER_CUSTOMER. */
  rosterSize: number;
  onClose: () => void;
  onImported: (created: number) => void;
}

const ACCEPTED_FILES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/** The API's refusals by row (0-based as sent, which is the preview's order). */
type RefusedRows = Map<number, Record<string, string>>;

/**
 * Roster import: a CSV file or rows pasted from a spreadsheet, read into a preview that shows each
 * row's problems before anything is saved; the roster is imported whole or not at all. A chosen
 * file's text lands in the box, where a row can be corrected without leaving the page.
 */
export function RosterImportDialog({ open, chart, rosterSize, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const width = useDialogWidth(960);
  const narrow = useBelow('sm');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [refused, setRefused] = useState<RefusedRows | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  // Reading a long roster while typing in the box waits for the typing, not the other way round.
  const deferredText = useDeferredValue(text);
  const reading: RosterReading | null = useMemo(() => (deferredText.trim() ? readRoster(deferredText, chart) : null), [deferredText, chart]);
  const room = MAX_PLAYERS_PER_CUSTOMER - rosterSize;

  const changeText = (next: string) => {
    setText(next);
    setRefused(null);
    setFailure(null);
  };

  const chooseFile = async (file: File) => {
    let decoded: RosterFileText | { ok: false; problem: 'unreadable' };
    try {
      decoded = decodeRosterFile(new Uint8Array(await file.arrayBuffer()));
    } catch {
      decoded = { ok: false, problem: 'unreadable' };
    }
    // A file that cannot be read leaves the box as it was.
    if (!decoded.ok) {
      setFileProblem(decoded.problem);
      return;
    }
    setFileProblem(null);
    setFileName(file.name);
    changeText(decoded.text);
  };

  const previewRows: PreviewRow[] = useMemo(() => {
    if (reading?.kind !== 'rows') return [];
    return reading.rows.map((row, index) => {
      const problems: Partial<Record<PlayerField, string>> = row.check.ok ? {} : { ...row.check.errors };
      const fromApi = refused?.get(index);
      if (fromApi) for (const [field, message] of Object.entries(fromApi)) if (field in row.fields) problems[field as PlayerField] ??= message;
      return { row, problems };
    });
  }, [reading, refused]);

  // While the preview is behind the box (a long roster being typed into), what would be sent is not what is shown.
  const current = deferredText === text;
  const players = reading?.kind === 'rows' && !refused && current ? reading.players : null;
  const fitsRoster = players !== null && players.length <= room;

  const runImport = async () => {
    if (!players || !fitsRoster) return;
    setImporting(true);
    setFailure(null);
    const outcome = await importPlayers(players);
    setImporting(false);
    if (outcome.ok) {
      changeText('');
      setFileName(null);
      onImported(outcome.created);
      return;
    }
    if (outcome.refusedRows) setRefused(new Map(outcome.refusedRows.map((entry: PlayerImportError['rows'][number]) => [entry.row, entry.errors])));
    else setFailure(failureText(outcome.failure));
  };

  return (
    <Modal
      open={open}
      title={t('players.import.title')}
      width={width}
      // A stray click beside the dialog must not throw away a pasted roster; Cancel and Escape keep it too.
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        <Flex wrap gap="small" justify="end">
          <Button onClick={onClose}>{t('players.import.cancel')}</Button>
          <Button type="primary" disabled={!fitsRoster} loading={importing} onClick={() => void runImport()} data-testid="import-submit">
            {players ? t('players.import.submit', { count: players.length }) : t('players.actions.import')}
          </Button>
        </Flex>
      }
      data-testid="import-dialog"
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('players.import.intro')}</Typography.Paragraph>
        <Upload
          accept={ACCEPTED_FILES}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void chooseFile(file);
            // Read here, never uploaded anywhere.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('players.import.chooseFile')}</Button>
        </Upload>
        {fileProblem ? <Alert type="error" showIcon title={t(`players.import.problems.${fileProblem}`)} data-testid="import-file-problem" /> : null}
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text strong>{t('players.import.pasteLabel')}</Typography.Text>
          <Input.TextArea
            value={text}
            onChange={(event) => changeText(event.target.value)}
            placeholder={t('players.import.pastePlaceholder')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            spellCheck={false}
            wrap="off"
            data-testid="import-text"
          />
        </label>
        {fileName && text ? <Typography.Text type="secondary">{t('players.import.fileRead', { file: fileName })}</Typography.Text> : null}
        <ReadingSummary reading={reading} room={room} rosterSize={rosterSize} refused={refused !== null} />
        {failure ? <Alert type="error" showIcon title={t('players.import.failed')} description={failure} /> : null}
        {previewRows.length ? <ImportPreview rows={previewRows} narrow={narrow} /> : null}
      </Flex>
    </Modal>
  );
}

function ReadingSummary({ reading, room, rosterSize, refused }: { reading: RosterReading | null; room: number; rosterSize: number; refused: boolean }) {
  const { t } = useTranslation();
  if (!reading) return null;
  const problem = (title: string) => <Alert type="error" showIcon title={title} data-testid="import-summary" />;
  switch (reading.kind) {
    case 'empty':
    case 'tooLarge':
      return problem(t(`players.import.problems.${reading.kind}`));
    case 'tooManyRows':
      return problem(t('players.import.problems.tooManyRows', { rows: formatNumber(reading.rows), max: formatNumber(MAX_PLAYERS_PER_CUSTOMER) }));
    case 'missingColumns':
      return problem(t('players.import.problems.missingColumns', { columns: reading.missing.map((field) => t(`players.columns.${field}`)).join(', ') }));
    case 'rows':
      break;
  }
  const notices = [];
  if (!reading.headerRow) notices.push(<Alert key="headerless" type="info" showIcon title={t('players.import.headerless')} />);
  if (reading.rows.some((row) => row.duplicateNumber)) {
    notices.push(<Alert key="duplicates" type="warning" showIcon title={t('players.import.duplicates', { label: t('players.table.duplicateNumber') })} />);
  }
  let summary;
  if (refused) summary = problem(t('players.import.refused'));
  else if (reading.invalidRows > 0)
    summary = problem(t('players.import.invalid', { invalid: formatNumber(reading.invalidRows), rows: formatNumber(reading.rows.length) }));
  else if (reading.rows.length > room)
    summary = problem(
      t('players.import.problems.noRoom', {
        current: formatNumber(rosterSize),
        max: formatNumber(MAX_PLAYERS_PER_CUSTOMER),
        rows: formatNumber(reading.rows.length),
      }),
    );
  else summary = <Alert type="success" showIcon title={t('players.import.ready', { count: reading.rows.length })} data-testid="import-summary" />;
  return (
    <Flex vertical gap="small">
      {summary}
      {notices}
    </Flex>
  );
}
