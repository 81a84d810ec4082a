import {
  BOTTOM_CATEGORIES,
  FIELDS,
  UnknownFieldError,
  fieldNames,
  fieldsOfCategory,
  resolveField,
} from '../../../src/core/catalog';

function errorOf(name: string): UnknownFieldError {
  try {
    resolveField(name);
  } catch (error) {
    expect(error).toBeInstanceOf(UnknownFieldError);
    return error as UnknownFieldError;
  }
  throw new Error(`expected resolveField to reject ${JSON.stringify(name)}`);
}

describe('resolveField', () => {
  test('every field resolves from its own name', () => {
    for (const field of FIELDS) {
      expect(resolveField(field.name)).toBe(field);
    }
  });

  test.each([
    ['capacitance', 'Capacitance'],
    ['CAPACITANCE', 'Capacitance'],
    ['  Capacitance  ', 'Capacitance'],
    ['Specs.Capacitance', 'Capacitance'],
    ['specs.capacitance', 'Capacitance'],
    [' Specs . Capacitance ', 'Capacitance'],
    ['CapacitanceText', 'CapacitanceText'],
    ['specs.capacitancetext', 'CapacitanceText'],
    ['ComplianceInfo.Rohs', 'Rohs'],
    ['complianceinfo.rohs', 'Rohs'],
    ['MediaFileUrls.Dimensions', 'Dimensions'],
    ['Dimension', 'Dimension'],
    ['partno', 'Partno'],
    ['msl', 'MSL'],
    ['featuretext', 'FeatureText'],
  ])('%s is %s', (given, name) => {
    expect(resolveField(given).name).toBe(name);
  });

  test.each([
    ['Rdc', 'RdcMax'],
    ['rdc', 'RdcMax'],
    ['Specs.Rdc', 'RdcMax'],
    ['Srf', 'SrfMin'],
    [' SRF ', 'SrfMin'],
    ['RdcText', 'RdcMaxText'],
    ['SrfText', 'SrfMinText'],
  ])('the search-item name %s stands for the field %s', (given, name) => {
    expect(resolveField(given).name).toBe(name);
  });

  test('the definition carries what a column needs: type, place and unit', () => {
    expect(resolveField('capacitance')).toMatchObject({
      name: 'Capacitance',
      type: 'double',
      place: 'Specs',
      unit: 'F',
    });
    expect(resolveField('rohs')).toMatchObject({ type: 'boolean', place: 'ComplianceInfo' });
  });

  test('an unknown name names the nearest fields, with the display string of a number field', () => {
    const error = errorOf('Capacitence');
    expect(error.name).toBe('UnknownFieldError');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unknown field "Capacitence"; did you mean Capacitance, CapacitanceText?');
    expect(error.given).toBe('Capacitence');
    expect(error.suggestions).toEqual(['Capacitance', 'CapacitanceText']);
  });

  test('a misspelt alias suggests the field it stands for', () => {
    expect(errorOf('Srff').suggestions).toContain('SrfMin');
  });

  test('a name near nothing says where the list is', () => {
    const error = errorOf('Zzzzzzzz');
    expect(error.message).toBe('Unknown field "Zzzzzzzz"; PART.FIELDS() lists them');
    expect(error.suggestions).toEqual([]);
  });

  test('the given text is kept as given, the message shows it trimmed', () => {
    const error = errorOf('  Voltage Rating ');
    expect(error.given).toBe('  Voltage Rating ');
    expect(error.message).toMatch(/^Unknown field "Voltage Rating"/);
  });

  test('a prefix that is not where the field sits is an error that says where it is', () => {
    const error = errorOf('ComplianceInfo.Capacitance');
    expect(error.message).toBe(
      'Unknown field "ComplianceInfo.Capacitance": Capacitance is not in ComplianceInfo; write Specs.Capacitance or Capacitance',
    );
    expect(error.suggestions).toEqual(['Capacitance']);
    expect(errorOf('Specs.Rohs').message).toMatch(/Rohs is not in Specs; write ComplianceInfo\.Rohs or Rohs/);
    expect(errorOf('Specs.Partno').message).toMatch(/Partno sits directly in the record: write Partno/);
    expect(errorOf('MediaFileUrls.Dimension').message).toMatch(/write Specs\.Dimension or Dimension/);
  });

  test('a prefix that is no object of the record is an error', () => {
    expect(errorOf('Product.Partno').message).toMatch(
      /"Product" is not an object of a product record \(ComplianceInfo, Specs, MediaFileUrls\)/,
    );
    expect(errorOf('Spec.Capacitance').message).toMatch(/"Spec" is not an object/);
  });

  test('an empty name, an empty part or more than one dot is an error', () => {
    expect(errorOf('').message).toBe('A field name is empty; PART.FIELDS() lists them');
    expect(errorOf('   ').message).toMatch(/empty/);
    for (const name of ['Specs.', '.Capacitance', 'Specs..Capacitance', 'a.b.c']) {
      expect(errorOf(name).message).toMatch(/PART\.FIELDS\(\) lists them/);
    }
  });

  test('Category is a search item, not a record field', () => {
    expect(errorOf('Category')).toBeInstanceOf(UnknownFieldError);
  });
});

describe('fieldNames', () => {
  test('all field names in the order of spec 2.3', () => {
    expect(fieldNames()).toEqual(FIELDS.map((field) => field.name));
    expect(fieldNames()[0]).toBe('Partno');
  });

  test.each(BOTTOM_CATEGORIES)('the field names of %s, in spec order', (category) => {
    expect(fieldNames(category)).toEqual(fieldsOfCategory(category).map((field) => field.name));
  });

  test('each category has its own fields', () => {
    expect(fieldNames('inductors')).toContain('Inductance');
    expect(fieldNames('inductors')).not.toContain('Capacitance');
    expect(fieldNames('ceramicCapacitorsLead')).toContain('LeadSpace');
    expect(fieldNames('ceramicCapacitorsSMD')).not.toContain('LeadSpace');
  });

  test('every name it gives resolves to that field', () => {
    for (const name of fieldNames()) {
      expect(resolveField(name.toLowerCase()).name).toBe(name);
    }
  });
});
