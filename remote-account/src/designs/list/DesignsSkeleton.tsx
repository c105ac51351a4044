import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { DesignGrid, DesignGridItem } from './DesignGrid';

/** Cards in the shape of the ones on their way, while the first page loads. */
export function DesignsSkeleton({ cards, label }: { cards: number; label: string }) {
  return (
    <DesignGrid label={label} busy>
      {Array.from({ length: cards }, (_, index) => (
        <DesignGridItem key={index}>
          <Card size="small" data-testid="design-skeleton" styles={{ body: { padding: 12 } }}>
            <Skeleton.Node active style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
            <Skeleton active title paragraph={{ rows: 2 }} style={{ marginTop: 12 }} />
          </Card>
        </DesignGridItem>
      ))}
    </DesignGrid>
  );
}
