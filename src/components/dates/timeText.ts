/**
 * A time of day typed as text, the Russian 24-hour way ('09:00', '18:30'), so that it reads the
 * same whatever the browser's language (an `<input type="time">` shows '09:00 AM' in an English
 * browser and cannot be told otherwise).
 */

/** What the field keeps while the seller types: digits and one colon, a colon put in after the hours. */
export function typedTime(text: string): string {
  const kept = text.replace(/[^\d:]/g, '');
  const [hours = '', ...rest] = kept.split(':');
  if (rest.length > 0) return `${hours.slice(0, 2)}:${rest.join('').slice(0, 2)}`;
  return hours.length > 2 ? `${hours.slice(0, 2)}:${hours.slice(2, 4)}` : hours;
}

/** On leaving the field: 'H:mm' becomes 'HH:mm' and 'HH' becomes 'HH:00'; anything else stays for the form's check. */
export function completedTime(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2] ?? '00'}` : text.trim();
}
