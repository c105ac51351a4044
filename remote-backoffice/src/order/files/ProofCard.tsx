import { FilePdfOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { fetchProofPdf } from '../api/order-api';
import { formatWhen } from '../../common/formats';
import { filesProblemOf, type FilesProblem } from './download-problem';
import { saveFile } from '@teamwear/shared/ui/kit';

/** The proof the customer reads and approves: whether (when) they approved it, and its PDF in the page's language. */
export function ProofCard({ order }: { order: Pick<ProviderOrder, 'id' | 'number' | 'proof'> }) {
  const { t, i18n } = useTranslation();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<{ kind: FilesProblem; message: string } | null>(null);
  const lang = i18n.language === 'kh' ? 'kh' : 'en';

  const download = async () => {
    setWorking(true);
    setProblem(null);
    const result = await fetchProofPdf(order.id, lang);
    setWorking(false);
    if (result.ok) saveFile(result.data, `proof-${order.number}-${lang}.pdf`);
    else setProblem({ kind: filesProblemOf(result), message: result.error.message });
  };

  return (
    <Flex vertical gap={12} data-testid="order-proof">
      <Typography.Text data-testid="order-proof-state" data-approved={order.proof.approvedAt ? 'yes' : 'no'}>
        {order.proof.approvedAt ? t('order.proof.approvedOn', { date: formatWhen(order.proof.approvedAt, i18n.language) }) : t('order.proof.notApproved')}
      </Typography.Text>
      <div>
        <Button icon={<FilePdfOutlined aria-hidden />} loading={working} onClick={() => void download()} data-testid="order-proof-download">
          {t('order.proof.download')}
        </Button>
      </div>
      {problem ? <Alert type="error" showIcon role="alert" title={t(`order.files.errors.${problem.kind}`)} description={problem.kind === 'other' || problem.kind === 'offline' ? undefined : problem.message} data-testid="order-proof-problem" /> : null}
    </Flex>
  );
}
