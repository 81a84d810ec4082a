/** One request a fake fetch was given. */
export interface FetchCall {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch that answers each request with `answer` and keeps every call, in order, for the test to look at. */
export function fakeFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}
