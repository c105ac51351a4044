import { Typography } from 'antd';
import { useSession } from '@teamwear/shared/session';

/** Who is signed in, as the user menus head them: first and last name, then the email. */
export function SignedInIdentity({ testId }: { testId: string }) {
  const details = useSession((s) => s.details);
  return (
    <div data-testid={testId}>
      <Typography.Text strong>
        {details?.firstName} {details?.lastName}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">{details?.email}</Typography.Text>
    </div>
  );
}
