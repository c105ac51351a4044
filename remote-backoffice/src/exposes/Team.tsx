import { BackofficeLayout } from '../layout/BackofficeLayout';
import { TeamPage } from '../team/TeamPage';

/** The page inside the back office's layout (its menu, the staff's session), for owners. */
export default function Team() {
  return (
    <BackofficeLayout place="team" permission="team">
      <TeamPage />
    </BackofficeLayout>
  );
}
