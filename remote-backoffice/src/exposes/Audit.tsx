import { AuditPage } from '../audit/AuditPage';
import { BackofficeLayout } from '../layout/BackofficeLayout';

/** The page inside the back office's layout (its menu, the staff's session), for owners. */
export default function Audit() {
  return (
    <BackofficeLayout place="audit" permission="audit">
      <AuditPage />
    </BackofficeLayout>
  );
}
