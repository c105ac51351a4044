import { cardActions, type CardAction } from './card-actions';

const keys = (actions: CardAction[]) => actions.map((action) => action.key);
const find = (actions: CardAction[], key: CardAction['key']) => actions.find((action) => action.key === key);

describe('cardActions', () => {
  it('offers Open and Preview on the card, Collect sizes and the changes in its menu, and no Order until ordering exists', () => {
    const actions = cardActions({ working: null, canOrder: false });
    expect(keys(actions)).toEqual(['open', 'preview', 'collect', 'duplicate', 'rename', 'delete']);
    expect(actions.filter((action) => action.placement === 'card').map((action) => action.key)).toEqual(['open', 'preview']);
    expect(actions.every((action) => !action.disabled && !action.working)).toBe(true);
  });

  it('shows Order on the card once the page is given something to do with it', () => {
    const actions = cardActions({ working: null, canOrder: true });
    expect(find(actions, 'order')).toEqual({ key: 'order', placement: 'card', disabled: false, working: false });
  });

  it('while one change is under way, it shows as working and the other changes wait', () => {
    const actions = cardActions({ working: 'rename', canOrder: true });
    expect(find(actions, 'rename')).toMatchObject({ working: true, disabled: true });
    expect(find(actions, 'duplicate')).toMatchObject({ working: false, disabled: true });
    expect(find(actions, 'delete')?.disabled).toBe(true);
    expect(find(actions, 'order')?.disabled).toBe(true);
    // Opening the design is still fine while it is being renamed or copied…
    expect(find(actions, 'open')?.disabled).toBe(false);
    expect(find(cardActions({ working: 'duplicate', canOrder: false }), 'preview')?.disabled).toBe(false);
  });

  it('…but not while it is being deleted', () => {
    const actions = cardActions({ working: 'delete', canOrder: false });
    expect(find(actions, 'open')?.disabled).toBe(true);
    expect(find(actions, 'preview')?.disabled).toBe(true);
    expect(find(actions, 'delete')?.working).toBe(true);
    expect(find(actions, 'collect')?.disabled).toBe(true);
  });

  it('Collect sizes stays available while the design is renamed or copied', () => {
    expect(find(cardActions({ working: 'rename', canOrder: true }), 'collect')).toEqual({ key: 'collect', placement: 'menu', disabled: false, working: false });
  });
});
