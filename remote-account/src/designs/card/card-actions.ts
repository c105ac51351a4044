/**
 * Which actions a design's card offers and in what state, given what is under way on it.
 * Open and Preview only go somewhere, so they stay available; the changes (duplicate, rename,
 * delete) wait for one another on the same card, so that a design is not renamed while it is
 * being deleted, and the one under way shows that it is working.
 *
 * Order (Add to cart) is offered only when the page is given something to do with it
 * (`canOrder`): My designs puts the design in the cart. Collect sizes (issue 37) only goes to the
 * form that starts a size collection of the design: in the menu, there while it is not deleted.
 */
export type CardActionKey = 'open' | 'preview' | 'order' | 'collect' | 'duplicate' | 'rename' | 'delete';
export type CardChange = Extract<CardActionKey, 'duplicate' | 'rename' | 'delete'>;

export interface CardAction {
  key: CardActionKey;
  /** Open, Preview and Order are buttons on the card; the rest are in its "more" menu. */
  placement: 'card' | 'menu';
  disabled: boolean;
  /** This action is the one under way. */
  working: boolean;
}

export interface CardActionsInput {
  /** The change under way on this card, if any. */
  working: CardChange | null;
  canOrder: boolean;
}

const CHANGES: readonly CardChange[] = ['duplicate', 'rename', 'delete'];

export function cardActions({ working, canOrder }: CardActionsInput): CardAction[] {
  const busy = working !== null;
  const navigation: CardAction[] = [
    { key: 'open', placement: 'card', disabled: working === 'delete', working: false },
    { key: 'preview', placement: 'card', disabled: working === 'delete', working: false },
  ];
  const order: CardAction[] = canOrder ? [{ key: 'order', placement: 'card', disabled: busy, working: false }] : [];
  const collect: CardAction = { key: 'collect', placement: 'menu', disabled: working === 'delete', working: false };
  const changes = CHANGES.map((key): CardAction => ({ key, placement: 'menu', disabled: busy, working: working === key }));
  return [...navigation, ...order, collect, ...changes];
}
