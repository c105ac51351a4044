import { CoverCard, SkeletonBlock } from '@teamwear/shared/ui/kit/themed';
import { DesignGrid, DesignGridItem } from './DesignGrid';

/** Cards in the shape of the ones on their way, while the first page loads: the picture, the
 *  name and the line under it, drawn by the kit (antd's Card and Skeleton are one more chunk each
 *  on the page's first load). */
export function DesignsSkeleton({ cards, label }: { cards: number; label: string }) {
  return (
    <DesignGrid label={label} busy>
      {Array.from({ length: cards }, (_, index) => (
        <DesignGridItem key={index}>
          <CoverCard data-testid="design-skeleton" cover={<SkeletonBlock style={{ height: 'auto', aspectRatio: '1 / 1', borderRadius: 0 }} />}>
            <SkeletonBlock style={{ width: '60%', height: 16, marginTop: 4 }} />
            <SkeletonBlock style={{ width: '100%', height: 16, marginTop: 16 }} />
            <SkeletonBlock style={{ width: '61%', height: 16, marginTop: 16 }} />
          </CoverCard>
        </DesignGridItem>
      ))}
    </DesignGrid>
  );
}
