import { linkedAbort } from '../../../../src/core/throttle';

describe('linkedAbort', () => {
  test("the caller's abort aborts the request, with the caller's reason", () => {
    const caller = new AbortController();
    const request = linkedAbort(caller.signal);
    expect(request.signal.aborted).toBe(false);
    caller.abort(new Error('Cancel'));
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toEqual(new Error('Cancel'));
  });

  test('a caller already aborted: the request is aborted from the start', () => {
    const request = linkedAbort(AbortSignal.abort(new Error('Cancel')));
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).toEqual(new Error('Cancel'));
  });

  test('release aborts the request without aborting the caller, and stops following it', () => {
    const caller = new AbortController();
    const request = linkedAbort(caller.signal);
    const reasons: unknown[] = [];
    request.signal.addEventListener('abort', () => reasons.push(request.signal.reason));
    request.release();
    expect(request.signal.aborted).toBe(true);
    expect(caller.signal.aborted).toBe(false);
    caller.abort(new Error('later'));
    expect(reasons).toHaveLength(1);
    expect(request.signal.reason).not.toEqual(new Error('later'));
  });

  test('without a caller signal, only release aborts', () => {
    const request = linkedAbort();
    expect(request.signal.aborted).toBe(false);
    request.release();
    expect(request.signal.aborted).toBe(true);
  });
});
