import Alert from 'antd/es/alert';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { InputRef } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import type { Player, SizeChart, ValidPlayer } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { createPlayer, updatePlayer } from '../api/player-api';
import { checkPlayerFields, type PlayerField, type PlayerFields } from '../domain/player-checks';
import { sizeOptions } from '../size-options';
import { useFailureText } from '../use-failure-text';
import { usePlayerMessage } from '../use-player-message';
import { useSizeGroupName } from '../use-size-group-name';

interface FormValues {
  name?: string;
  number?: string;
  size?: string;
  team?: string;
}

const fieldsOf = (values: FormValues): PlayerFields => ({
  name: values.name ?? '',
  number: values.number ?? '',
  size: values.size ?? '',
  team: values.team ?? '',
});

export interface SavedPlayer {
  player: Player;
  added: boolean;
  /** The next player is to be added at once, with the same team and size. */
  addAnother: boolean;
}

interface Props {
  /** The player to edit, or null to add one. */
  player: Player | null;
  chart: SizeChart;
  teams: string[];
  /** Team and size of the next new player (after "Save and add another"). */
  defaults: { team: string; size?: string };
  onSaved: (saved: SavedPlayer) => void;
  onCancel: () => void;
  /** Set by the drawer once it has opened, to put the cursor in the name. */
  focusRef: React.RefObject<InputRef | null>;
}

/** A player's name, number, size and team, checked with the API's own rules and messages as they are typed. */
export function PlayerForm({ player, chart, teams, defaults, onSaved, onCancel, focusRef }: Props) {
  const { t } = useTranslation();
  const translate = usePlayerMessage();
  const failureText = useFailureText();
  const groupName = useSizeGroupName();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState<false | 'save' | 'saveAndAdd'>(false);
  const [failure, setFailure] = useState<string | null>(null);
  const addAnother = useRef(false);

  // The cursor in the name: on the drawer's first opening the drawer puts it there once open, here after "Save and add another".
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusRef]);

  // Messages already shown follow a change of language.
  useEffect(() => {
    const touched = (['name', 'number', 'size', 'team'] as const).filter((field) => form.getFieldError(field).length > 0);
    if (touched.length) void form.validateFields(touched).catch(() => undefined);
  }, [t, form]);

  const rule =
    (field: PlayerField): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const check = checkPlayerFields(fieldsOf(getFieldsValue() as FormValues), chart);
        const message = check.ok ? undefined : check.errors[field];
        if (message) throw new Error(translate(message));
      },
    });

  const save = async (values: FormValues) => {
    const check = checkPlayerFields(fieldsOf(values), chart);
    if (!check.ok) return;
    const another = addAnother.current;
    setSaving(another ? 'saveAndAdd' : 'save');
    setFailure(null);
    const valid: ValidPlayer = check.player;
    const result = player ? await updatePlayer(player.id, valid) : await createPlayer(valid);
    setSaving(false);
    if (result.ok) {
      onSaved({ player: result.data, added: player === null, addAnother: another });
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => ['name', 'number', 'size', 'team'].includes(name));
    if (fields.length) form.setFields(fields.map(([name, message]) => ({ name: name as PlayerField, errors: [translate(message)] })));
    else setFailure(player && result.status === 404 ? t('players.form.gone') : failureText(result));
  };

  const submit = (another: boolean) => {
    addAnother.current = another;
    form.submit();
  };

  const numberRange = chart.numberRange;
  return (
    <Form<FormValues>
      form={form}
      name="player"
      layout="vertical"
      requiredMark
      onFinish={save}
      initialValues={
        player
          ? { name: player.name, number: String(player.number), size: player.size, team: player.team ?? '' }
          : { name: '', number: '', size: defaults.size, team: defaults.team }
      }
      data-testid="player-form"
    >
      <Form.Item name="name" label={t('players.columns.name')} required rules={[rule('name')]}>
        <Input ref={focusRef} autoComplete="off" />
      </Form.Item>
      <Form.Item name="number" label={t('players.columns.number')} required rules={[rule('number')]} extra={t('players.form.numberHint', numberRange)}>
        {/* Text, not a number input: what was typed stays to be corrected, and Khmer digits are read. */}
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item name="size" label={t('players.columns.size')} required rules={[rule('size')]}>
        <Select<string> options={sizeOptions(chart, groupName)} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="team" label={t('players.columns.team')} rules={[rule('team')]} extra={t('players.form.teamHint')}>
        <AutoComplete
          options={teams.map((team) => ({ value: team }))}
          showSearch={{
            filterOption: (input, option) =>
              String(option?.value ?? '')
                .toLocaleLowerCase()
                .includes(input.trim().toLocaleLowerCase()),
          }}
        />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={t('players.form.notSaved')} description={failure} style={{ marginBottom: 16 }} /> : null}
      <Flex wrap gap="small" justify="end">
        <Button onClick={onCancel}>{t('players.form.cancel')}</Button>
        {player ? null : (
          <Button onClick={() => submit(true)} loading={saving === 'saveAndAdd'} disabled={saving === 'save'}>
            {t('players.form.saveAndAdd')}
          </Button>
        )}
        <Button type="primary" onClick={() => submit(false)} loading={saving === 'save'} disabled={saving === 'saveAndAdd'}>
          {t('players.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
