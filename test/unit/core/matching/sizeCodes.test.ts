import {
  readingsOfSizeCode,
  sameSize,
  sizeOfInchCode,
  sizeOfMetricCode,
} from '../../../../src/core/matching/sizeCodes';

describe('size codes', () => {
  it.each([
    ['01005', '0402'],
    ['0201', '0603'],
    ['0402', '1005'],
    ['0603', '1608'],
    ['0805', '2012'],
    ['1206', '3216'],
    ['1210', '3225'],
    ['1812', '4532'],
    ['2220', '5750'],
    ['0508', '1220'],
    ['0306', '0816'],
    ['0204', '0510'],
    ['1008', '2520'],
    ['0806', '2016'],
  ])('inch %s is metric %s, both ways', (inch, metric) => {
    expect(sizeOfInchCode(inch)).toEqual({ inch, metric });
    expect(sizeOfMetricCode(metric)).toEqual({ inch, metric });
  });

  it.each(['3030', '4040', '5050', '6060', '8080'])('%s is a metric code with no inch one', (metric) => {
    expect(sizeOfMetricCode(metric)).toEqual({ metric });
    expect(sizeOfInchCode(metric)).toBeUndefined();
  });

  it('gives both readings of the two codes that are in both systems, the inch one first', () => {
    expect(readingsOfSizeCode('0603')).toEqual([
      { inch: '0603', metric: '1608' },
      { inch: '0201', metric: '0603' },
    ]);
    expect(readingsOfSizeCode('0402')).toEqual([
      { inch: '0402', metric: '1005' },
      { inch: '01005', metric: '0402' },
    ]);
  });

  it('gives one reading of a code of one system, none of a code of neither', () => {
    expect(readingsOfSizeCode('1608')).toEqual([{ inch: '0603', metric: '1608' }]);
    expect(readingsOfSizeCode('0805')).toEqual([{ inch: '0805', metric: '2012' }]);
    expect(readingsOfSizeCode('9999')).toEqual([]);
    expect(readingsOfSizeCode('toString')).toEqual([]);
  });

  it('compares both codes', () => {
    expect(sameSize({ inch: '0603', metric: '1608' }, { inch: '0603', metric: '1608' })).toBe(true);
    expect(sameSize({ inch: '0201', metric: '0603' }, { inch: '0603', metric: '1608' })).toBe(false);
    expect(sameSize({ metric: '4040' }, { metric: '4040' })).toBe(true);
  });
});
