import type { CategoryChoice } from '../logic/categoryChoices';

/** The Search view's category choices, worded so the intermediate category says what it covers (spec 1). */
export const SEARCH_CATEGORIES: readonly { readonly value: CategoryChoice; readonly label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'ceramicCapacitors', label: 'Ceramic capacitors (SMD and lead)' },
  { value: 'ceramicCapacitorsSMD', label: 'Ceramic capacitors SMD' },
  { value: 'ceramicCapacitorsLead', label: 'Ceramic capacitors lead' },
  { value: 'inductors', label: 'Inductors' },
];
