import { createRetryRequestId } from './retry-request-id';

describe('createRetryRequestId', () => {
  it('reuses the id for a retry of the same unsettled action', () => {
    const ids = createRetryRequestId();
    const first = ids.idFor('AG|100');
    expect(ids.idFor('AG|100')).toBe(first);
  });

  it('gives a fresh id once settled or when the action changes', () => {
    const ids = createRetryRequestId();
    const first = ids.idFor('AG|100');
    const changed = ids.idFor('AG|200');
    expect(changed).not.toBe(first);
    ids.settle();
    expect(ids.idFor('AG|200')).not.toBe(changed);
  });
});
