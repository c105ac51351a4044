import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { TableColumnsType } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../strings';
import { TagLabel } from '@teamwear/shared/ui/kit/themed';
import { DuplicateNumberTag } from '../DuplicateNumberTag';
import type { PlayerField } from '../domain/player-checks';
import { usePlayerMessage } from '../use-player-message';
import type { RosterRow } from './roster-import';

/**
 * The pager's previous and next: antd draws each as an item named in the page's language (its
 * locale's title, the item a keyboard reaches) around a button out of the tab order whose arrow
 * names itself in English ("left", "right"). That button is hidden from a screen reader; the item keeps its name.
 */
function quietArrows(_page: number, type: string, original: ReactNode): ReactNode {
  return (type === 'prev' || type === 'next') && isValidElement(original) ? cloneElement(original as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }) : original;
}

/** A row of the preview: the row as read, with its problems (the preview's own and any the API gave back). */
export interface PreviewRow {
  row: RosterRow;
  problems: Partial<Record<PlayerField, string>>;
}

const FIELDS: readonly PlayerField[] = ['name', 'number', 'size', 'team'];

const hasProblem = (entry: PreviewRow) => entry.row.brokenQuotes || Object.keys(entry.problems).length > 0;

/** The rows of a roster before anything is saved, each with its problems; the rows with problems alone on request. */
export function ImportPreview({ rows, narrow }: { rows: PreviewRow[]; narrow: boolean }) {
  const { t } = useTranslation();
  const translate = usePlayerMessage();
  const { token } = theme.useToken();
  const problemCount = rows.filter(hasProblem).length;
  // Until the user picks, rows with problems come alone when there are some: the ones to fix, even far down a long roster.
  const [choice, setChoice] = useState<'all' | 'problems' | null>(null);
  const shown = (choice ?? (problemCount > 0 ? 'problems' : 'all')) === 'problems' && problemCount > 0 ? rows.filter(hasProblem) : rows;

  const cell = (field: PlayerField) => (_: unknown, entry: PreviewRow) => {
    const value = entry.row.fields[field];
    const problem = entry.problems[field] !== undefined;
    return (
      <Typography.Text type={problem ? 'danger' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography.Text>
    );
  };

  const rowColumn: TableColumnsType<PreviewRow>[number] = {
    key: 'row',
    title: t('players.import.preview.row'),
    width: 64,
    render: (_, entry) => entry.row.row,
  };
  const fieldColumns: TableColumnsType<PreviewRow> = FIELDS.map((field) => ({ key: field, title: t(`players.columns.${field}`), render: cell(field) }));
  const problemsColumn: TableColumnsType<PreviewRow>[number] = {
    key: 'problems',
    title: t('players.import.preview.problems'),
    render: (_, entry) => {
      const messages = [
        ...(entry.row.brokenQuotes ? [t('players.import.preview.brokenQuotes')] : []),
        ...FIELDS.flatMap((field) => (entry.problems[field] ? [translate(entry.problems[field])] : [])),
      ];
      if (messages.length) {
        return (
          <Flex vertical data-testid="import-row-problems">
            {messages.map((message) => (
              <Typography.Text key={message} type="danger">
                {message}
              </Typography.Text>
            ))}
          </Flex>
        );
      }
      return (
        <Flex wrap gap={4}>
          {/* In the page's text colour on the theme's success tint: antd's success tag writes its green
              on it (2.2:1 with the default green), too faint to read; the icon keeps the green. */}
          <TagLabel
            colours={{ color: token.colorText, background: token.colorSuccessBg, border: token.colorSuccessBorder }}
            icon={<CheckCircleOutlined style={{ color: token.colorSuccess }} aria-hidden />}
          >
            {t('players.import.preview.ready')}
          </TagLabel>
          {entry.row.duplicateNumber && entry.row.check.ok ? <DuplicateNumberTag number={entry.row.check.player.number} /> : null}
        </Flex>
      );
    },
  };
  // On a phone the problems come right after the row number, not scrolled off to the right.
  const columns = narrow ? [rowColumn, problemsColumn, ...fieldColumns] : [rowColumn, ...fieldColumns, problemsColumn];

  return (
    <Flex vertical gap="small">
      <Flex wrap align="center" justify="space-between" gap="small">
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('players.import.preview.title')}
        </Typography.Title>
        {problemCount > 0 ? (
          <Segmented<'all' | 'problems'>
            aria-label={t('players.import.preview.shownRows')}
            value={choice ?? 'problems'}
            onChange={setChoice}
            options={[
              { value: 'problems', label: t('players.import.preview.problemRows', { count: problemCount }) },
              { value: 'all', label: t('players.import.preview.allRows', { count: rows.length }) },
            ]}
          />
        ) : null}
      </Flex>
      <Table<PreviewRow>
        rowKey={(entry) => entry.row.row}
        columns={columns}
        dataSource={shown}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false, simple: true, itemRender: quietArrows } : false}
        data-testid="import-preview"
      />
    </Flex>
  );
}
