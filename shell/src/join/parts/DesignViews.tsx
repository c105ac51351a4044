import { DesignPicture, type PlayerText } from '../DesignPicture';
import type { JoinView } from '../join-api';
import type { Translate } from '../strings';

/** The team's design, front and back, with the player's own name and number drawn as they type. */
export function DesignViews({
  view,
  player,
  patternBase,
  t,
}: {
  view: JoinView;
  player: PlayerText;
  patternBase: string | null;
  t: Translate;
}) {
  return view.scenes ? (
    <section className="join-card" aria-labelledby="join-design-heading">
      <h2 id="join-design-heading">{t('page.design')}</h2>
      <div className="join-views">
        <figure>
          <DesignPicture scene={view.scenes.front} player={player} label={t('page.designFront')} patternBase={patternBase} />
          <figcaption>{t('page.front')}</figcaption>
        </figure>
        <figure data-testid="join-design-back">
          <DesignPicture scene={view.scenes.back} player={player} label={t('page.designBack')} patternBase={patternBase} />
          <figcaption>{t('page.back')}</figcaption>
        </figure>
      </div>
    </section>
  ) : (
    <p className="join-muted">{t('page.noDesign')}</p>
  );
}
