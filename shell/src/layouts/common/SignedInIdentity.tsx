import { useSession } from '@teamwear/shared/session';

/** Who is signed in, as the user menus head them: first and last name, then the email. */
export function SignedInIdentity({ testId }: { testId: string }) {
  const details = useSession((s) => s.details);
  return (
    <div className="tw-identity" data-testid={testId}>
      <strong>
        {details?.firstName} {details?.lastName}
      </strong>
      <span className="tw-text-secondary">{details?.email}</span>
    </div>
  );
}
