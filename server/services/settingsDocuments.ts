import type { RequisiteDocumentName, RequisiteDocuments } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { DOCUMENT_NAMES } from './settingsRules.js';

/** The six requisite documents of a user (table `requisite_documents`, migration 014). */

interface DocumentRow {
  name: RequisiteDocumentName;
  url: string;
  original_name: string;
}

export const noDocuments = (): RequisiteDocuments =>
  Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, null])) as RequisiteDocuments;

export function documentsOf(db: Db, userId: number): RequisiteDocuments {
  const documents = noDocuments();
  const rows = all<DocumentRow>(
    db,
    'SELECT name, url, original_name FROM requisite_documents WHERE user_id = ?',
    userId,
  );
  for (const row of rows) documents[row.name] = { url: row.url, fileName: row.original_name };
  return documents;
}

export function applyDocuments(db: Db, userId: number, documents: RequisiteDocuments): void {
  run(db, 'DELETE FROM requisite_documents WHERE user_id = ?', userId);
  for (const name of DOCUMENT_NAMES) {
    const file = documents[name];
    if (!file) continue;
    run(
      db,
      'INSERT INTO requisite_documents (user_id, name, url, original_name) VALUES (?, ?, ?, ?)',
      userId,
      name,
      file.url,
      file.fileName,
    );
  }
}
