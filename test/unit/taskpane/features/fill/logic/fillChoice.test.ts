import {
  fillChoice,
  noLongerMeetsChoice,
  stillToCheckChoice,
} from '../../../../../../src/taskpane/features/fill/logic/fillChoice';
import { partMatchOf as part } from '../../../../../support/partMatchOf';

describe('fillChoice', () => {
  test('one exact part above the others: chosen, no check', () => {
    const [a, b] = [part('A'), part('B', { verdict: 'meets' })];
    expect(fillChoice([a, b])).toEqual({ chosen: a, candidates: [a, b], check: false, causes: [] });
  });

  test('parts alike in everything shown are no reason to check: the first is taken', () => {
    const parts = [part('A'), part('B'), part('C', { verdict: 'meets' })];
    expect(fillChoice(parts)).toMatchObject({ chosen: parts[0], check: false, causes: [] });
  });

  test("core's causes of Check mark the line; a status alone does not", () => {
    const checks = [{ kind: 'alike', count: 2, characteristics: ['X7T', 'X5R'] }] as const;
    expect(fillChoice([part('A', { checks })])).toMatchObject({ check: true, causes: checks });
    const nrnd = part('A', { reasons: [{ requirement: 'status', kind: 'unstated', actual: 'NRND' }] });
    expect(fillChoice([nrnd])).toMatchObject({ check: false, causes: [] });
  });

  test('a near part is no choice: nothing chosen, the nearest offered, Check', () => {
    const near = part('A', { verdict: 'near' });
    const choice = fillChoice([near, part('B', { verdict: 'near' })]);
    expect(choice).toMatchObject({ nearest: near, check: true, causes: [] });
    expect(choice.chosen).toBeUndefined();
    expect(choice.candidates).toHaveLength(2);
  });

  test('a check verdict marks Check; an unstated tolerance alone does not', () => {
    const checks = [{ kind: 'unread', words: ['AEC-Q200'] }] as const;
    expect(fillChoice([part('A', { verdict: 'check', checks })])).toMatchObject({ check: true, causes: checks });
    const unstated = part('A', { verdict: 'meets', reasons: [{ requirement: 'tolerance', kind: 'unstated' }] });
    expect(fillChoice([unstated]).check).toBe(false);
  });

  test('no candidate: nothing chosen, nothing to check', () => {
    expect(fillChoice([])).toEqual({ candidates: [], check: false, causes: [] });
  });
});

describe('the choices of a line filled before', () => {
  test('its part no longer meets it: nothing chosen, Check, the parts that meet it now offered', () => {
    const before = part('A', { verdict: 'near' });
    const now = [part('B')];
    expect(noLongerMeetsChoice(before, now)).toEqual({
      candidates: now,
      check: true,
      causes: [{ kind: 'noLongerMeets', part: before }],
    });
  });

  test('still to check: its part first as the answer weighs it now, then the others; marked before when nothing is left', () => {
    const mine = part('A', { verdict: 'meets' });
    const other = part('B');
    expect(stillToCheckChoice(part('A'), [other, mine])).toEqual({
      chosen: mine,
      candidates: [mine, other],
      check: true,
      causes: [{ kind: 'markedBefore' }],
    });
    const checks = [{ kind: 'voltageAssumed' }] as const;
    const weighed = part('A', { verdict: 'check', checks });
    expect(stillToCheckChoice(part('A'), [weighed])).toMatchObject({ chosen: weighed, causes: checks });
  });
});
