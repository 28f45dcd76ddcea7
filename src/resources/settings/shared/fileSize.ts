/** A file size for people: '840 Б', '12,4 КБ', '3,1 МБ'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1).replace('.', ',')} КБ`;
  return `${(kb / 1024).toFixed(1).replace('.', ',')} МБ`;
}
