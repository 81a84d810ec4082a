import { downloadUrl, equivalents, search, spec, status } from '../../src/functions/functions';
import { PREVIEW_PLACEHOLDER } from '../../src/functions/invocation';
import { currentClient } from '../../src/office/runtime';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';

/*
 * What Excel passes last to a custom function, as fakes: a value preview (a formula being typed) must send
 * nothing; a cancelled paging search must stop and free the limiter.
 */

// A service that takes its time, so that a paging search is still under way when it is cancelled.
useContractService({ service: { latencyMs: 150 } });

const preview = (): CustomFunctions.CancelableInvocation => ({ isInValuePreview: 'true' }) as never;

async function requests(): Promise<number> {
  return (await currentClient()).client.stats().requests;
}

describe('value preview: no request while a formula is typed', () => {
  test('every PART function answers from what is known, or a placeholder, and sends nothing', async () => {
    const [a, b] = products()
      .slice(0, 2)
      .map((product) => product.record.Partno);
    const before = await requests();
    expect(await spec([[a], [b]], [['Status']], undefined, preview())).toEqual([
      [PREVIEW_PLACEHOLDER],
      [PREVIEW_PLACEHOLDER],
    ]);
    expect(await status([[a]], undefined, preview())).toEqual([[PREVIEW_PLACEHOLDER]]);
    expect(await search('Capacitance ge 100nF', undefined, undefined, undefined, 50000, preview())).toEqual([
      [PREVIEW_PLACEHOLDER],
    ]);
    expect(await equivalents(a, undefined, undefined, undefined, preview())).toEqual([[PREVIEW_PLACEHOLDER]]);
    expect(await downloadUrl('inductors', undefined, preview())).toBe(PREVIEW_PLACEHOLDER);
    expect(await requests()).toBe(before);
  });

  test('what an entered formula looked up is shown in preview, still without a request', async () => {
    const part = products()[10];
    const entered = await spec([[part.record.Partno]], [['Status', 'Capacitance']]);
    const before = await requests();
    const previewed = await spec(
      [[part.record.Partno], ['NOT-LOOKED-UP']],
      [['Status', 'Capacitance']],
      undefined,
      preview(),
    );
    expect(previewed).toEqual([entered[0], [PREVIEW_PLACEHOLDER, PREVIEW_PLACEHOLDER]]);
    expect(await requests()).toBe(before);
  });
});

describe('cancelling: Excel stops a paging search', () => {
  test('cancelled after its first page, PART.FINDPARTS stops within one more request and settles', async () => {
    const invocation = {} as CustomFunctions.CancelableInvocation;
    const before = await requests();
    // Every product: some 29 pages of 2000.
    const call = search("Category eq 'ceramicCapacitorsSMD'", [['Partno']], undefined, undefined, 60000, invocation);
    while ((await requests()) === before) await new Promise((resolve) => setTimeout(resolve, 10));
    const atCancel = await requests();
    invocation.onCanceled!();
    await expect(call).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await requests()) - atCancel).toBeLessThanOrEqual(1);
  });
});
