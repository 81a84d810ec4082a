import { displayNumber, general } from '../../../../../src/office/workbook/memory/displayNumber';
import { dateOfSerial, serialOfDate } from '../../../../../src/office/workbook/memory/excelDate';
import { typedInput } from '../../../../../src/office/workbook/memory/typedInput';

describe('displayNumber', () => {
  test.each([
    [0, '0'],
    [12, '12'],
    [-3.5, '-3.5'],
    [1 / 3, '0.333333333'],
    [123.456789012, '123.456789'],
    [1e-7, '1E-07'],
    [4.7e-6, '4.7E-06'],
    [0.0001234, '0.0001234'],
    [123456789012, '1.23457E+11'],
    [1.005, '1.005'],
  ])('General %p -> %p', (value, shown) => {
    expect(general(value)).toBe(shown);
  });

  test.each([
    [45352, 'yyyy-mm-dd', '2024-03-01'],
    [45352.75, 'm/d/yyyy h:mm AM/PM', '3/1/2024 6:00 PM'],
    [45352, 'dddd d mmmm yy', 'Friday 1 March 24'],
    [0.5, 'hh:mm:ss', '12:00:00'],
    [61, 'yyyy-mm-dd', '1900-03-01'],
    [60, 'yyyy-mm-dd', '1900-02-29'],
    [-1, 'yyyy-mm-dd', '########'],
    [1234567.891, '#,##0', '1,234,568'],
    [1234567.891, '#,##0.00', '1,234,567.89'],
    [1.005, '0.00', '1.01'],
    [12, '0.###', '12.'],
    [12.3456, '0.###', '12.346'],
    [0.5, '#.##', '.5'],
    [0.256, '0.0%', '25.6%'],
    [1e-7, '##0.0##E+0', '100.0E-9'],
    [4.7e-6, '##0.0##E+0', '4.7E-6'],
    [2.2e-5, '##0.0##E+0', '22.0E-6'],
    [999.96, '##0.0E+0', '1.0E+3'],
    [12345, '0.00E+00', '1.23E+04'],
    [-5, '0.0;(0.0)', '(5.0)'],
    [0, '0;-0;"zero"', 'zero'],
    [5, '[Red]0" pcs"', '5 pcs'],
    [5, '@', '5'],
  ])('%p as %p -> %p', (value, format, shown) => {
    expect(displayNumber(value, format)).toBe(shown);
  });
});

describe('Excel dates', () => {
  test('serials of the 1900 date system, its phantom 29 February included', () => {
    expect(serialOfDate(1900, 1, 1)).toBe(1);
    expect(serialOfDate(1900, 2, 28)).toBe(59);
    expect(serialOfDate(1900, 2, 29)).toBe(60);
    expect(serialOfDate(1900, 3, 1)).toBe(61);
    expect(serialOfDate(2024, 3, 1)).toBe(45352);
    expect(serialOfDate(2023, 2, 29)).toBeUndefined();
    expect(dateOfSerial(45352)).toMatchObject({ year: 2024, month: 3, day: 1, weekday: 5 });
    expect(dateOfSerial(1)).toMatchObject({ year: 1900, month: 1, day: 1, weekday: 0 });
  });
});

describe('typedInput', () => {
  test.each([
    ['', { value: '', quotePrefixed: false }],
    ["'0603", { value: '0603', quotePrefixed: true }],
    ['0603', { value: 603, quotePrefixed: false }],
    [' 12 ', { value: 12, quotePrefixed: false }],
    ['-1.5e3', { value: -1500, quotePrefixed: false }],
    ['1,234', { value: 1234, quotePrefixed: false }],
    ['12,34', { value: '12,34', quotePrefixed: false }],
    ['10%', { value: 0.1, quotePrefixed: false, numberFormat: '0%' }],
    ['true', { value: true, quotePrefixed: false }],
    ['2024-03-01', { value: 45352, quotePrefixed: false, numberFormat: 'yyyy-mm-dd' }],
    ['3/1/2024', { value: 45352, quotePrefixed: false, numberFormat: 'm/d/yyyy' }],
    ['2024-02-30', { value: '2024-02-30', quotePrefixed: false }],
    ['=A1', { value: '=A1', quotePrefixed: false, formula: '=A1' }],
    ['-55°C to 125°C', { value: '=-55°C to 125°C', quotePrefixed: false, formula: '=-55°C to 125°C' }],
    ['-', { value: '-', quotePrefixed: false }],
  ])('%p', (text, cell) => {
    expect(typedInput(text)).toEqual(cell);
  });

  test('a cell formatted as text keeps what is typed as text', () => {
    expect(typedInput('0603', '@')).toEqual({ value: '0603', quotePrefixed: false });
  });
});
