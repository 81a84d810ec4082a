import { ExcelFake, FakeOfficeError, WEB_PAYLOAD_LIMIT_BYTES } from '../../../support/excelFake';

// The Excel adapter's tests are only as good as the fake's likeness to Office.js: these hold it to it.
describe('ExcelFake', () => {
  test('a loaded property is readable only after a sync; writes land only at the sync', async () => {
    const fake = new ExcelFake();
    fake.setValues('Sheet1', 0, 0, [["'a", 2]]);
    await fake.excel.run(async (context) => {
      const range = context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(0, 0, 1, 2);
      range.load('values,rowIndex');
      expect(() => range.values).toThrow(FakeOfficeError);
      expect(range.rowIndex).not.toBe(0);
      await context.sync();
      expect(range.values).toEqual([['a', 2]]);
      expect(range.rowIndex).toBe(0);
      range.values = [['b', 3]];
      expect(fake.valueAt('Sheet1', 0, 0)).toBe("'a");
      await context.sync();
      expect(fake.valueAt('Sheet1', 0, 0)).toBe('b');
    });
    expect(fake.syncs.map((sync) => sync.payloadBytes)).toEqual([0, '[["b",3]]'.length]);
  });

  test('Excel.run sends what is still queued; a refused request fails at its sync', async () => {
    const fake = new ExcelFake({ excelApiMinor: 8 });
    await fake.excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(1, 1, 1, 1).values = [[1]];
    });
    expect(fake.valueAt('Sheet1', 1, 1)).toBe(1);
    await expect(
      fake.excel.run(async (context) => {
        context.application.suspendScreenUpdatingUntilNextSync();
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ApiNotFound' });
    await expect(
      fake.excel.run(async (context) => {
        context.workbook.worksheets.getItem('Nope').getRangeByIndexes(0, 0, 1, 1).values = [[1]];
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ItemNotFound' });
    await expect(
      fake.excel.run(async (context) => {
        context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(0, 0, 1, 2).values = [[1]];
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'InvalidArgument' });
  });

  test('answers are measured, and one over the limit is refused as Excel on the web refuses it', async () => {
    const fake = new ExcelFake({ payloadLimitBytes: 100 });
    fake.setValues('Sheet1', 0, 0, [
      ["'abc", 1],
      ['x'.repeat(200), true],
    ]);
    const read = (rowCount: number) =>
      fake.excel.run(async (context) => {
        const range = context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(0, 0, rowCount, 2);
        range.load('values');
        await context.sync();
        return range.values;
      });
    expect(await read(1)).toEqual([['abc', 1]]);
    expect(fake.syncs[0].responseBytes).toBe('[["abc",1]]'.length);
    await expect(read(2)).rejects.toMatchObject({ name: 'RichApi.Error', code: 'ResponsePayloadSizeLimitExceeded' });
  });

  test('every test on the web is held to its 5 MB: a higher limit is refused; only a desktop Excel has none', async () => {
    expect(() => new ExcelFake({ payloadLimitBytes: WEB_PAYLOAD_LIMIT_BYTES + 1 })).toThrow(/host: 'desktop'/);
    expect(() => new ExcelFake({ payloadLimitBytes: Infinity })).toThrow(RangeError);
    expect(() => new ExcelFake({ host: 'desktop', payloadLimitBytes: 100 })).toThrow(RangeError);
    const write = (fake: ExcelFake) =>
      fake.excel.run(async (context) => {
        context.workbook.customXmlParts.add(`<r xmlns="urn:x">${'x'.repeat(WEB_PAYLOAD_LIMIT_BYTES)}</r>`);
        await context.sync();
      });
    await expect(write(new ExcelFake())).rejects.toMatchObject({ code: 'RequestPayloadSizeLimitExceeded' });
    const desktop = new ExcelFake({ host: 'desktop' });
    await write(desktop);
    expect(desktop.customXmlParts()).toHaveLength(1);
  });

  test('the custom XML parts, with their namespaces, are a collection to load', async () => {
    const fake = new ExcelFake();
    const namespaces = await fake.excel.run(async (context) => {
      context.workbook.customXmlParts.add('<r xmlns="urn:a">1</r>');
      context.workbook.customXmlParts.add('<r xmlns="urn:b">2</r>');
      await context.sync();
      const parts = context.workbook.customXmlParts;
      parts.load('items/namespaceUri');
      expect(() => parts.items).toThrow(FakeOfficeError);
      await context.sync();
      return parts.items.map((part) => part.namespaceUri);
    });
    expect(namespaces).toEqual(['urn:a', 'urn:b']);
  });

  test('while the user edits a cell, every request is refused, shaped as OfficeExtension.Error', async () => {
    const fake = new ExcelFake();
    fake.editingCell = true;
    const error = await fake.excel
      .run(async (context) => {
        context.workbook.worksheets.load('items/name');
        await context.sync();
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FakeOfficeError);
    expect(error).toMatchObject({
      name: 'RichApi.Error',
      code: 'InvalidOperationInCellEditMode',
      message: expect.stringMatching(/Edit cell mode/),
      traceMessages: [],
      debugInfo: { code: 'InvalidOperationInCellEditMode' },
    });
    fake.editingCell = false;
    await fake.excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(0, 0, 1, 1).values = [[1]];
    });
    expect(fake.valueAt('Sheet1', 0, 0)).toBe(1);
  });

  test('Range.getTables needs ExcelApi 1.9; calculationMode is the user’s setting, read after a sync', async () => {
    const old = new ExcelFake({ excelApiMinor: 8 });
    await expect(
      old.excel.run(async (context) => {
        const tables = context.workbook.worksheets.getItem('Sheet1').getRangeByIndexes(0, 0, 1, 1).getTables(false);
        tables.load('items/name');
        await context.sync();
      }),
    ).rejects.toMatchObject({ code: 'ApiNotFound' });
    const fake = new ExcelFake({ calculationMode: 'Manual' });
    await fake.excel.run(async (context) => {
      context.application.load('calculationMode');
      expect(() => context.application.calculationMode).toThrow(FakeOfficeError);
      await context.sync();
      expect(context.application.calculationMode).toBe('Manual');
    });
  });
});
