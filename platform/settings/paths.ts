/** Where the files made from the settings schema live (generatedFiles.ts writes them), and where the site serves the schema. */
import path from 'node:path';
import { root } from '../root';

/** The JSON Schema file, named by the base document's `$schema`. */
export const schemaFile = path.join(root, 'platform', 'settings', 'settings.schema.json');
/** The page's types of the document and the JSON Schema its check interprets. */
export const generatedCheckFile = path.join(root, 'shared', 'src', 'settingsCheck.generated.ts');
/** Where the site serves the schema: beside the document, as the base document's `$schema` names it. */
export const schemaPath = '/settings.schema.json';
