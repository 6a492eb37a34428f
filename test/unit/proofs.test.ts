/** The proof rules (shared/proofs.ts): rounds allowed, each line's design state, when designs are in, and the editors' moves. */
import {
  bySpreadOrder,
  designsAreIn,
  editorMoveRefusal,
  inEditingQueue,
  lineDesignState,
  proofMessages,
  queueGroupOf,
  roundsAllowed,
  roundsLeftAfter,
} from '../../shared/proofs';

describe('revision rounds', () => {
  it('includes the first proof and adds one round per revision bought', () => {
    expect(roundsAllowed({})).toBe(1);
    expect(roundsAllowed({ revisionsBought: 0 })).toBe(1);
    expect(roundsAllowed({ revisionsBought: 2 })).toBe(3);
  });
  it('counts the rounds left after a round, never below none', () => {
    expect(roundsLeftAfter({}, 1)).toBe(0);
    expect(roundsLeftAfter({ revisionsBought: 1 }, 1)).toBe(1);
    expect(roundsLeftAfter({ revisionsBought: 1 }, 2)).toBe(0);
    expect(roundsLeftAfter({ revisionsBought: 1 }, 5)).toBe(0);
  });
});

describe('the state of an album line’s design', () => {
  it('reads its latest round', () => {
    expect(lineDesignState(undefined)).toBe('no-design');
    expect(lineDesignState({ round: 1, spreadCount: 0 })).toBe('no-design');
    expect(lineDesignState({ round: 1, spreadCount: 3 })).toBe('draft');
    expect(lineDesignState({ round: 1, spreadCount: 3, sentAt: 'x' })).toBe('with-customer');
    expect(lineDesignState({ round: 1, spreadCount: 3, sentAt: 'x', answer: { decision: 'changes' } })).toBe('changes-requested');
    expect(lineDesignState({ round: 2, spreadCount: 3, sentAt: 'x', answer: { decision: 'approved' } })).toBe('approved');
  });

  it('has designs in when every album has a round to show and one of them is new', () => {
    expect(designsAreIn(['draft'])).toBe(true);
    expect(designsAreIn(['draft', 'with-customer'])).toBe(true);
    expect(designsAreIn(['with-customer'])).toBe(false);
    expect(designsAreIn(['draft', 'no-design'])).toBe(false);
    expect(designsAreIn(['draft', 'changes-requested'])).toBe(false);
    expect(designsAreIn([])).toBe(false);
  });
});

describe('the editing queue', () => {
  it('holds the editor statuses and an approved design still to finish', () => {
    expect(inEditingQueue('Sent to editing team')).toBe(true);
    expect(inEditingQueue('Waiting for client approval')).toBe(true);
    expect(inEditingQueue('album-approved')).toBe(true);
    expect(inEditingQueue('Editing completed')).toBe(true);
    expect(inEditingQueue('Awaiting user images')).toBe(false);
    expect(inEditingQueue('Send to manufacturing')).toBe(false);
  });
  it('counts orders as Active, Awaiting Client Approval or Completed', () => {
    expect(queueGroupOf('Sent to editing team')).toBe('active');
    expect(queueGroupOf('Editing started')).toBe('active');
    expect(queueGroupOf('album-approved')).toBe('active');
    expect(queueGroupOf('Waiting for client approval')).toBe('awaitingApproval');
    expect(queueGroupOf('Editing completed')).toBe('completed');
  });
});

describe('what an editor may move an order to', () => {
  const album = { hasAlbums: true, designsIn: false };
  it('moves freely between Sent to editing team and Editing started', () => {
    expect(editorMoveRefusal('Sent to editing team', 'Editing started', album)).toBeUndefined();
    expect(editorMoveRefusal('Editing started', 'Sent to editing team', album)).toBeUndefined();
  });
  it('sends the proof only once designs are in for every album', () => {
    expect(editorMoveRefusal('Editing started', 'Waiting for client approval', album)).toBe(proofMessages.designsNotIn);
    expect(editorMoveRefusal('Editing started', 'Waiting for client approval', { hasAlbums: true, designsIn: true })).toBeUndefined();
    expect(editorMoveRefusal('Editing started', 'Waiting for client approval', { hasAlbums: false, designsIn: true })).toBe(proofMessages.designsNotIn);
  });
  it('leaves the order to the customer while the proof is with them', () => {
    expect(editorMoveRefusal('Waiting for client approval', 'Editing started', album)).toBe(proofMessages.customersTurn);
  });
  it('completes editing only after the approval, and keeps an approved design locked', () => {
    expect(editorMoveRefusal('Editing started', 'Editing completed', album)).toBe(proofMessages.notApprovedYet);
    expect(editorMoveRefusal('album-approved', 'Editing completed', album)).toBeUndefined();
    expect(editorMoveRefusal('album-approved', 'Editing started', album)).toBe(proofMessages.locked);
    expect(editorMoveRefusal('Editing completed', 'Editing started', album)).toBe(proofMessages.locked);
    expect(editorMoveRefusal('Editing started', 'Editing completed', { hasAlbums: false, designsIn: false })).toBeUndefined();
  });
  it('touches no order outside the queue', () => {
    expect(editorMoveRefusal('Manufacturing', 'Editing started', album)).toBe(proofMessages.notInQueue);
  });
});

it('orders spreads by file name, numbers by value', () => {
  const names = ['spread-10.jpg', 'Spread-2.jpg', 'spread-1.jpg', 'cover.jpg'].map((fileName) => ({ fileName }));
  expect(names.sort(bySpreadOrder).map((s) => s.fileName)).toEqual(['cover.jpg', 'spread-1.jpg', 'Spread-2.jpg', 'spread-10.jpg']);
});
