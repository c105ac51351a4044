import { useState } from 'react';
import { ReloadOutlined, UserAddOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { TeamMember } from '@teamwear/shared/contracts';
import { SHOP_ROLES, type ShopRole } from '@teamwear/shared/contracts/plain';
import { showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { formatWhen } from '../common/formats';
import { useStaffAnswer } from '../common/use-staff-answer';
import { useTranslation } from '../strings';
import { InviteDialog } from './InviteDialog';
import { changeRole, fetchTeam, removeMember, resendInvitation } from './team-api';

/**
 * /backoffice/team (owners): the shop's team with each member's role, who is invited and has not
 * joined, and the owner's changes: invite, change a role, send an invitation again, remove. The
 * API keeps the shop an owner and says so; its message is shown as it comes.
 */
export function TeamPage() {
  const { t, i18n } = useTranslation();
  const answer = useStaffAnswer('team', (signal) => fetchTeam(signal));
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const members = answer.kind === 'ready' ? answer.data.data : null;

  const refused = (result: { status: number; error: { message: string } }) =>
    showToast({ severity: 'error', summary: result.status === 0 ? t('team.offline') : result.error.message || t('team.failed') });

  const onRole = async (member: TeamMember, role: ShopRole) => {
    setBusy(member.id);
    const result = await changeRole(member.id, { role });
    setBusy(null);
    if (!result.ok) return refused(result);
    showToast({ severity: 'success', summary: t('team.roleChanged', { name: `${member.firstName} ${member.lastName}`, role: t(`roles.${role}`) }) });
    answer.reload();
  };

  const onResend = async (member: TeamMember) => {
    setBusy(member.id);
    const result = await resendInvitation(member.id);
    setBusy(null);
    if (!result.ok) return refused(result);
    showToast({ severity: 'success', summary: t('team.resent', { email: member.email }) });
  };

  const onRemove = async (member: TeamMember) => {
    setBusy(member.id);
    const result = await removeMember(member.id);
    setBusy(null);
    setRemoving(null);
    if (!result.ok) return refused(result);
    showToast({ severity: 'success', summary: t('team.removed', { name: `${member.firstName} ${member.lastName}` }) });
    answer.reload();
  };

  const columns: ColumnsType<TeamMember> = [
    {
      title: t('team.columns.name'),
      key: 'name',
      render: (_, member) => (
        <span>
          {member.firstName} {member.lastName} {member.you ? <span style={{ opacity: 0.75 }}>{t('team.you')}</span> : null}
        </span>
      ),
    },
    { title: t('team.columns.email'), dataIndex: 'email', render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span> },
    {
      title: t('team.columns.role'),
      key: 'role',
      render: (_, member) => (
        <Select
          aria-label={t('team.roleLabel', { name: `${member.firstName} ${member.lastName}` })}
          value={member.role ?? undefined}
          placeholder={t('team.noRole')}
          style={{ minWidth: 150 }}
          disabled={busy === member.id}
          onChange={(role: ShopRole) => void onRole(member, role)}
          options={SHOP_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          data-testid={`member-role-${member.email}`}
        />
      ),
    },
    {
      title: t('team.columns.status'),
      key: 'status',
      render: (_, member) => (
        <Tag bordered data-testid={`member-status-${member.email}`}>
          {t(`team.status.${member.status}`)}
        </Tag>
      ),
    },
    { title: t('team.columns.since'), dataIndex: 'since', render: (since: string) => formatWhen(since, i18n.language) },
    {
      title: t('team.columns.actions'),
      key: 'actions',
      render: (_, member) => (
        <Flex gap={8} wrap>
          {member.status === 'invited' ? (
            <Button size="small" onClick={() => void onResend(member)} disabled={busy === member.id}>
              {t('team.resend')}
            </Button>
          ) : null}
          {member.you ? null : (
            <Button size="small" danger onClick={() => setRemoving(member)} disabled={busy === member.id} data-testid={`member-remove-${member.email}`}>
              {t('team.remove')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <section data-remote="backoffice" data-testid="team-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('team.title')}
        </Heading>
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)} data-testid="team-invite">
          {t('team.invite')}
        </Button>
      </Flex>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('team.intro')}
      </Paragraph>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {answer.kind === 'failed' ? (
        <WarningResult
          title={t('team.loadFailed')}
          subTitle={answer.status === 0 ? t('team.offline') : t('team.tryAgainLater')}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
              {t('common.retry')}
            </Button>
          }
          testId="team-failed"
        />
      ) : null}
      {members ? <Table<TeamMember> rowKey="id" columns={columns} dataSource={members} pagination={false} scroll={{ x: 'max-content' }} data-testid="team-table" /> : null}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          answer.reload();
        }}
      />
      <Modal
        open={removing !== null}
        title={removing ? t('team.removeTitle', { name: `${removing.firstName} ${removing.lastName}` }) : ''}
        okText={t('team.remove')}
        okButtonProps={{ danger: true, 'data-testid': 'member-remove-confirm' } as ButtonProps}
        cancelText={t('team.cancel')}
        confirmLoading={removing !== null && busy === removing.id}
        onOk={() => (removing ? void onRemove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      >
        {t('team.removeText')}
      </Modal>
    </section>
  );
}
