import { equal as assertEquals } from 'node:assert/strict';
import {
  dateText,
  formatCalendarDate,
  formatInstantDate,
  formatPlace,
  placeCase,
} from './dates.ts';

Deno.test('a calendar date stays its own day in every locale', () => {
  assertEquals(formatCalendarDate('2026-11-27', 'en'), 'Nov 27, 2026');
  assertEquals(formatCalendarDate('2026-11-27T23:30:00Z', 'fr'), '27 nov. 2026');
  assertEquals(formatCalendarDate('not a date', 'en'), '');
});

Deno.test("an instant's date is the day where the care happens", () => {
  // 03:30 UTC on the 28th is still the 27th in Toronto.
  assertEquals(formatInstantDate('2026-11-28T03:30:00Z', 'en', 'America/Toronto'), 'Nov 27, 2026');
  assertEquals(formatInstantDate('2026-11-28T03:30:00Z', 'en', 'UTC'), 'Nov 28, 2026');
});

Deno.test('places are written in their proper case', () => {
  assertEquals(formatPlace('toronto', 'on'), 'Toronto, ON');
  assertEquals(placeCase('saint-jean-sur-richelieu'), 'Saint-Jean-sur-Richelieu');
  assertEquals(placeCase('NIAGARA-ON-THE-LAKE'), 'Niagara-on-the-Lake');
  assertEquals(placeCase('McAdam'), 'McAdam');
  assertEquals(formatPlace('', 'qc'), 'QC');
});

Deno.test('a stored date as text, none as nothing', () => {
  assertEquals(dateText('2026-11-22', 'en'), 'Nov 22, 2026');
  assertEquals(dateText(null, 'en'), '');
});
