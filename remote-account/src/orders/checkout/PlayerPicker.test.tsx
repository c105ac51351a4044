import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_SIZE_CHART, ORDER_MESSAGES } from '@teamwear/shared/contracts';
import { orderMessage } from '../messages/order-messages';
import { EMPTY_CHECKOUT_FORM } from './checkout-form';
import { NO_PROBLEMS, type FormProblems } from './checkout-problems';
import { PlayerPicker } from './PlayerPicker';
import { rosterPlayer } from './test-roster';

// The link to the players page needs a router; what it renders is not what is tested here.
jest.mock('@teamwear/shared/ui/button-link', () => ({ ButtonLink: ({ children }: { children: unknown }) => children }));
// The icons' CommonJS build requires an ES module jest does not load; the icons (the picker's, its
// alert's) are not tested.
jest.mock('@ant-design/icons', () => {
  const none = () => null;
  return { WarningOutlined: none, CheckCircleFilled: none, CloseCircleFilled: none, CloseOutlined: none, ExclamationCircleFilled: none, InfoCircleFilled: none };
});

const noPlayers: FormProblems = { ...NO_PROBLEMS, form: { players: orderMessage(ORDER_MESSAGES.selectPlayers) } };

function picker(roster: Parameters<typeof PlayerPicker>[0]['roster'], problems: FormProblems): string {
  return renderToStaticMarkup(
    <PlayerPicker
      roster={roster}
      chart={DEFAULT_SIZE_CHART}
      shortsChart={DEFAULT_SIZE_CHART}
      withShorts={false}
      form={EMPTY_CHECKOUT_FORM}
      problems={problems}
      clashingNumbers={new Set()}
      dispatch={() => undefined}
    />,
  );
}

describe('the checkout player picker', () => {
  it('says an order needs players when the roster is empty and the order was refused for it', () => {
    const html = picker([], noPlayers);
    expect(html).toContain('data-testid="checkout-no-players"');
    expect(html).toContain('data-testid="players-problem"');
  });

  it('says it above the roster when there are players to pick', () => {
    expect(picker([rosterPlayer(1, 'Dara', 7, 'M')], noPlayers)).toContain('data-testid="players-problem"');
  });

  it('says nothing while nothing was refused', () => {
    expect(picker([], NO_PROBLEMS)).not.toContain('players-problem');
  });
});
